import PresenterRegistry
import SheetText
import CommandLineKit
import Testing
@testable import RoutingTools
@testable import SheetTerminal

@testable import SheetctlCLI

/// Every failure kind has the exit code DESIGN.md's table gives it, from the one mapping.
@Suite struct CommandFailureTests {
    static let presentation: [PresentationError.Kind: Int32] = [
        .noTerminal: 65, .invalidAnswer: 65, .timedOut: 124, .interrupted: 130, .plugin: 74, .io: 74,
        .tooNarrow: 64,
    ]
    static let edit: [RoutingEditError.Kind: Int32] = [
        .invalidArgument: 64, .noEntry: 1, .unusable: 65, .unreadable: 66, .io: 74,
    ]
    static let theme: [PreparedPresentation.ThemeProblem: Int32] = [.notFound: 66, .cannotOpen: 66, .unusable: 65]

    @Test(arguments: PresentationError.Kind.allCases)
    func aPresentationFailure(_ kind: PresentationError.Kind) throws {
        #expect(
            CommandFailure.presentation(PresentationError(kind, "x")).exitCode
                == (try #require(Self.presentation[kind])))
    }

    @Test(arguments: RoutingEditError.Kind.allCases)
    func aRoutingEditFailure(_ kind: RoutingEditError.Kind) throws {
        #expect(CommandFailure.edit(RoutingEditError(kind, "x")).exitCode == (try #require(Self.edit[kind])))
    }

    @Test func theOtherFailures() {
        for (problem, code) in Self.theme { #expect(CommandFailure.theme(problem).exitCode == code) }
        #expect(CommandFailure.usage(UsageError("x")).exitCode == 64)
        let unopened = DiagnosticError(.error(.unreadableFile, "cannot open 'x'", at: nil))
        #expect(CommandFailure.input(unopened).exitCode == 66)
        #expect(CommandFailure.input(DiagnosticError(.error(.jsonSyntax, "x", at: nil))).exitCode == 65)
        #expect(CommandFailure.dismissed.exitCode == 1)
        #expect(CommandFailure.output.exitCode == 74)
    }
}
