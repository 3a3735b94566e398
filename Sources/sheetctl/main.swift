import SheetctlCLI

import Glibc

/// The process's environment as a dictionary, read without Foundation.
private func environment() -> [String: String] {
    var table: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
        let text = String(cString: entry)
        if let equals = text.firstIndex(of: "=") {
            table[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        cursor += 1
    }
    return table
}

exit(SheetctlCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment()))
