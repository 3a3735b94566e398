import SheetSystem
import SheetTerminal
import PresenterRegistry


/// The terminal `sheetctl show` draws its sheet on and reads keys from: the controlling terminal
/// `/dev/tty`, never standard output, which a script captures for the choice.
///
/// Tests hand the command pipes instead (``open`` is a parameter of the command's runner).
struct ShowTerminal: Sendable {
    /// The descriptor keys are read from.
    var input: Int32
    /// The descriptor the sheet is drawn on.
    var output: Int32
    /// Whether ``close()`` closes the descriptors.
    var ownsDescriptors: Bool

    /// Opens a terminal, or says why there is none.
    typealias Opener = @Sendable () -> Result<ShowTerminal, PresentationError>

    /// Opens `/dev/tty` for reading and writing, as every presenter does.
    static let controlling: Opener = {
        do throws(PresentationError) {
            let descriptor = try TerminalDevice.openControllingDescriptor()
            return .success(ShowTerminal(input: descriptor, output: descriptor, ownsDescriptors: true))
        } catch {
            return .failure(error)
        }
    }

    /// Whether the sheet is drawn on a terminal (colour is decided by it, not by standard output).
    var isTerminal: Bool { isatty(output) == 1 }

    /// The terminal's width, when it reports one.
    var columns: Int? { TerminalSize.columns(of: output) }

    /// A presenter's view of the terminal; the descriptors stay this value's to close.
    func presenterDevice() -> TerminalDevice { TerminalDevice(input: input, output: output, ownsDescriptors: false) }

    /// Closes the descriptors when they were opened here.
    func close() {
        guard ownsDescriptors else { return }
        _ = SheetSystem.close(input)
        if output != input { _ = SheetSystem.close(output) }
    }
}
