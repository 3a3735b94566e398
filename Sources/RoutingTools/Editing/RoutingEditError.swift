import PresenterRegistry
import SheetText
import ThemeKit

/// Why an edit of the routing file did not happen. The file is never changed when one is thrown.
package struct RoutingEditError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, broadly: declared beside the exit statuses (``RoutingEditFailure``), which decide
    /// the exit code of `sheetctl registry set/unset` from it.
    package typealias Kind = RoutingEditFailure

    /// What went wrong, broadly.
    package var kind: Kind
    /// One sentence, without a final full stop.
    package var message: String
    /// Located problems in the existing file, for ``Kind/unusable`` and ``Kind/unreadable``.
    package var diagnostics: [Diagnostic]

    /// Creates an error.
    package init(_ kind: Kind, _ message: String, diagnostics: [Diagnostic] = []) {
        self.kind = kind
        self.message = message
        self.diagnostics = diagnostics
    }

    package var description: String {
        ([message] + diagnostics.map(\.description)).joined(separator: "\n")
    }
}

extension DiagnosticCode {
    /// The routing file is valid YAML but laid out in a way the editor will not rewrite safely.
    public static let routingEditLayout: DiagnosticCode = "registry-edit-layout"
}
