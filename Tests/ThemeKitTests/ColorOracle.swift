import Foundation
import OutsideClients
import Testing

/// The Python colour oracles (ColorAide) the colour tests check against: one script, one JSON
/// object a line.
enum ColorOracle {
    /// Runs `Tests/ThemeKitTests/oracle/SCRIPT COUNT` and reads its lines as JSON objects.
    /// - Parameters:
    ///   - script: The script's file name in the oracle folder.
    ///   - count: How many cases the script makes.
    /// - Returns: Each line's object.
    static func lines(_ script: String, count: Int) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try OutsideClient.coloraide.require())
        process.arguments = [ThemeFixtures.directory + "/../oracle/" + script, String(count)]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the oracle \(script) failed: \(problem)")
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}
