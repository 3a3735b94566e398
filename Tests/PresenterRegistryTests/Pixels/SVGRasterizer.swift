import Foundation
import OutsideClients

/// Renders SVG to pixels with `rsvg-convert` (Debian's `librsvg2-bin`), the renderer CI installs.
enum SVGRasterizer {
    /// The renderer's path, when it is installed.
    static let executable: String? = OutsideClient.rsvgConvert.path

    /// Renders an SVG document to a decoded image at 1×.
    static func render(_ svg: String) throws -> PNGImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetctl-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("sheet.svg")
        let output = folder.appendingPathComponent("sheet.png")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        guard let executable else { throw Inflate.Failure(description: OutsideClient.rsvgConvert.skipNote) }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-f", "png", "-o", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Inflate.Failure(description: "rsvg-convert failed (\(process.terminationStatus)): \(message)")
        }
        return try PNGImage(png: Array(try Data(contentsOf: output)))
    }
}
