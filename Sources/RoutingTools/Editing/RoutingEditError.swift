import PresenterRegistry
import SheetText
import ThemeKit

/// Why an edit of the routing file did not happen. The file is never changed when one is thrown.
package struct RoutingEditError: Error, Sendable, CustomStringConvertible {
    /// Declared beside the exit statuses, which are decided from it.
    package typealias Kind = RoutingEditFailure

    package var kind: Kind
    /// One sentence, without a final full stop.
    package var message: String
    /// Located problems in the existing file, for ``Kind/unusable`` and ``Kind/unreadable``.
    package var diagnostics: [Diagnostic]

    package init(_ kind: Kind, _ message: String, diagnostics: [Diagnostic] = []) {
        self.kind = kind
        self.message = message
        self.diagnostics = diagnostics
    }

    package var description: String {
        ([message] + diagnostics.map(\.description)).joined(separator: "\n")
    }

    static func layout(_ message: String, in source: SourceText, at span: RoutingLayoutRecorder.Span) -> Self {
        RoutingEditError(
            .unusable, "cannot edit '\(source.name)' safely",
            diagnostics: [
                .error(
                    .routingEditLayout, message,
                    at: SourceLocation(file: source.name, line: span.line, column: span.column),
                    hint: "edit this part of the file by hand")
            ])
    }
}

extension DiagnosticCode {
    /// The routing file is valid YAML but laid out in a way the editor will not rewrite safely.
    public static let routingEditLayout: DiagnosticCode = "registry-edit-layout"
}
