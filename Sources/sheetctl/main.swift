import PresenterRegistry
import SheetSystem
import SheetctlCLI

/// The words after the program's name as the system gave them, when one is not valid UTF-8:
/// `CommandLine.arguments` shows such a word with U+FFFD, and `show --output label` must give a
/// file name back as it came.
private func argumentBytes() -> [[UInt8]]? {
    let words = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
        guard let word = CommandLine.unsafeArgv[index] else { return [] }
        return Array(UnsafeBufferPointer(start: word, count: strlen(word))).map { UInt8(bitPattern: $0) }
    }
    let valid = words.allSatisfy { String(validating: $0, as: UTF8.self) != nil }
    return valid ? nil : words
}

exit(
    SheetctlCommand.main(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: HostConfiguration.processEnvironment(),
        argumentBytes: argumentBytes()))
