public import PresenterRegistry
import SheetSystem
import SheetTerminal
import SheetText
import ThemeKit

/// The cells of a matrix, drawn through an ``ActionSheetHost`` as `sheetctl preview` draws a sheet.
public struct SnapshotRendering: Sendable {
    /// Every cell drawn, sorted by path, with its bytes.
    public var cells: [(cell: SnapshotCell, bytes: [UInt8])] = []
    /// The inputs that could not be used, each once, in the matrix's order; with any, ``cells`` is empty.
    public var problems: [SnapshotProblem] = []
}

extension SnapshotRendering {
    /// Draws every cell of a matrix, each theme and sheet prepared once (the theme never replaced
    /// by a stand-in), in parallel; the result does not depend on which finished first.
    /// - Parameters:
    ///   - matrix: What to draw.
    ///   - host: The host whose themes and presenters draw it.
    public init(_ matrix: SnapshotMatrix, host: ActionSheetHost) {
        let jobs = matrix.themes.flatMap { theme in matrix.sheets.map { (theme, $0) } }
        let widths = matrix.widths
        // On every core: what keeps sheetbench's snapshot row (≤ 2× as many preview renders) met.
        let results = ParallelWork.map(jobs.count) { index -> Result<[(SnapshotCell, [UInt8])], SnapshotProblem> in
            let (theme, sheet) = jobs[index]
            do throws(SnapshotProblem) {
                return .success(try Self.draw(sheet, in: theme, widths: widths, host: host))
            } catch {
                return .failure(error)
            }
        }
        var seen: Set<SnapshotProblem> = []
        for result in results {
            switch result {
            case .success(let drawn): cells += drawn.map { (cell: $0.0, bytes: $0.1) }
            case .failure(let problem): if seen.insert(problem).inserted { problems.append(problem) }
            }
        }
        if !problems.isEmpty { cells = [] }
        cells.sort { $0.cell < $1.cell }
    }

    private static let presenters: [(name: String, kind: SnapshotCell.Kind)] = [
        ("plain", .plain), ("ansi", .ansi), ("svg", .svg), ("json", .json),
    ]

    private static func draw(
        _ sheet: SnapshotSheet, in theme: SnapshotTheme, widths: [Int], host: ActionSheetHost
    ) throws(SnapshotProblem) -> [(SnapshotCell, [UInt8])] {
        var request = SheetRequest(sheet.source)
        request.theme = theme.reference
        request.presenter = "plain"
        request.fallsBackToDefaultTheme = false
        let prepared: PreparedPresentation
        do throws(HostError) {
            prepared = try host.prepare(request)
        } catch {
            throw SnapshotProblem(error.message, diagnostics: error.diagnostics, sources: error.sources)
        }
        var drawn: [(SnapshotCell, [UInt8])] = []
        for (mode, base) in modes(of: prepared.request) {
            for (name, kind) in presenters {
                guard let presenter = host.presenters.presenter(named: name) else {
                    throw SnapshotProblem("no presenter is named '\(name)'")
                }
                for width in kind.hasWidth ? widths.map(Optional.some) : [nil] {
                    var cellRequest = base
                    cellRequest.output = OutputOptions(
                        width: width ?? OutputOptions().width, colorDepth: kind == .ansi ? .trueColor : .none)
                    let cell = SnapshotCell(theme: theme.name, sheet: sheet.name, mode: mode, width: width, kind: kind)
                    do throws(PresentationError) {
                        drawn.append((cell, Array(try presenter.render(cellRequest).utf8)))
                    } catch {
                        throw SnapshotProblem("\(cell.path) cannot be drawn: \(error.message)")
                    }
                }
            }
            let cell = SnapshotCell(theme: theme.name, sheet: sheet.name, mode: mode, kind: .accessibility)
            drawn.append((cell, Array(AccessibilitySnapshot.yaml(ResolvedSheet(base)).utf8)))
        }
        return drawn
    }

    /// Each side of a pair is drawn alone, so a picture shows one mode.
    static func modes(of request: PresentationRequest) -> [(String, PresentationRequest)] {
        guard let counterpart = request.counterpart, counterpart.appearance != request.theme.appearance else {
            var alone = request
            alone.counterpart = nil
            return [(request.theme.appearance.rawValue, alone)]
        }
        return ThemeAppearance.allCases.map { appearance in
            var side = request.drawn(in: appearance)
            side.counterpart = nil
            return (appearance.rawValue, side)
        }
    }
}
