import Foundation
import Testing
@testable import SheetText
import ThemeKit

/// `registry set` through the built binary under concurrency and SIGKILL: the routing file
/// never loses a confirmed entry and never stops parsing.
///
/// Hundreds of processes: a soak, run when asked (`SHEETCTL_STRESS=1`, which `.ci/run` sets), so
/// that `swift test` stays quick on a small machine.
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["SHEETCTL_STRESS"] == "1",
        "a stress test: run with SHEETCTL_STRESS=1"))
final class RegistrySetStressTests {
    let folder: String
    let binary: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/sheetctl-stress-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        folder = String(cString: try #require(made))
        // Tests/SheetctlTests/THIS FILE → the package root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        binary = root.appendingPathComponent(".build/debug/sheetctl").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build the package first: \(binary)")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// The `apps` of the file, as ID → presenter; fails the test when the file does not parse.
    private func apps(_ path: String) throws -> [String: String] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let root = try YAMLComposer.document(in: SourceText(name: path, bytes: bytes), limits: .document)
        var table: [String: String] = [:]
        for pair in root["apps"]?.mapping ?? [] {
            table[pair.key.scalar?.text ?? ""] = pair.value["presenter"]?.scalar?.text ?? ""
        }
        return table
    }

    private func temporaries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
    }

    @Test func eightConcurrentWritersKeepAllTwoHundredEntries() throws {
        let file = folder + "/registry.yaml"
        try Data("# shared routes\ndefault: { presenter: auto }\n".utf8).write(to: URL(fileURLWithPath: file))
        var writers: [Process] = []
        for writer in 0..<8 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // Each writer runs 25 sets one after another; a failed set fails the writer.
            process.arguments = [
                "-c",
                "i=0; while [ $i -lt 25 ]; do \"$0\" registry set --allow-missing-plugin \"w\(writer)-$i\" --presenter \"p\(writer)-$i\" "
                    + "--registry \"$1\" || exit 1; i=$((i+1)); done",
                binary, file,
            ]
            try process.run()
            writers.append(process)
        }
        for process in writers { process.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == 0 })
        let table = try apps(file)
        #expect(table.count == 200)
        for writer in 0..<8 {
            for index in 0..<25 { #expect(table["w\(writer)-\(index)"] == "p\(writer)-\(index)") }
        }
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        #expect(text.hasPrefix("# shared routes\ndefault: { presenter: auto }\napps:\n"))
        #expect(try temporaries().isEmpty)
    }

    @Test func concurrentAppliesKeepEveryChangeOfEach() throws {
        let file = folder + "/registry.yaml"
        try Data("# shared routes\napps: {}\n".utf8).write(to: URL(fileURLWithPath: file))
        var writers: [Process] = []
        for writer in 0..<4 {
            // Ten applies of five changes each, one after another.
            var script = ""
            for round in 0..<10 {
                let list = (0..<5).map { "- { set: \"a\(writer)-\(round)-\($0)\", presenter: json }" }.joined(
                    separator: "\n")
                script += "printf '%s\\n' '\(list)' | \"$0\" registry apply - --registry \"$1\" || exit 1\n"
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, binary, file]
            try process.run()
            writers.append(process)
        }
        for process in writers { process.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == 0 })
        let table = try apps(file)
        #expect(table.count == 200)
        #expect(table.values.allSatisfy { $0 == "json" })
        #expect(try temporaries().isEmpty)
    }

    @Test func anApplyKilledAtAnyMomentLeavesAllOfItOrNone() throws {
        let file = folder + "/registry.yaml"
        var seed = "apps:\n"
        for index in 0..<1500 { seed += "  \"seed-\(index)\": { presenter: plain, theme: t\(index) }\n" }
        try Data(seed.utf8).write(to: URL(fileURLWithPath: file))
        for round in 0..<12 {
            let changes = folder + "/changes.yaml"
            let list =
                (0..<20).map { "- { set: \"k\(round)-\($0)\", presenter: json }\n" }.joined()
                + "- unset: seed-\(round)\n"
            try Data(list.utf8).write(to: URL(fileURLWithPath: changes))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["registry", "apply", changes, "--registry", file]
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...40_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let table = try apps(file)
            // All of the round's changes, or none of them.
            let made = (0..<20).filter { table["k\(round)-\($0)"] != nil }.count
            let removed = table["seed-\(round)"] == nil
            #expect(made == 0 && !removed || made == 20 && removed, "round \(round): \(made) set, removed \(removed)")
        }
    }

    @Test func aWriterKilledAtAnyMomentNeverBreaksOrShortensTheFile() throws {
        let file = folder + "/registry.yaml"
        // A file big enough that reading, editing and writing it takes a while, so kills land mid-write.
        var seed = "# seeded\napps:\n"
        for index in 0..<1500 { seed += "  \"seed-\(index)\": { presenter: plain, theme: t\(index) }\n" }
        try Data(seed.utf8).write(to: URL(fileURLWithPath: file))
        // One uninterrupted edit measures how long an edit takes here, so the kills can be spread
        // over the whole of one: before the lock, during the read, the write and the rename, and after.
        let clock = ContinuousClock()
        let start = clock.now
        let calibration = Process()
        calibration.executableURL = URL(fileURLWithPath: binary)
        calibration.arguments = [
            "registry", "set", "--allow-missing-plugin", "calibration", "--presenter", "c", "--registry", file,
        ]
        try calibration.run()
        calibration.waitUntilExit()
        #expect(calibration.terminationStatus == 0)
        let window = (clock.now - start) * 1.3
        let windowMicroseconds = UInt32(
            max(1000, window.components.seconds * 1_000_000 + window.components.attoseconds / 1_000_000_000_000))
        var confirmed = try apps(file)
        #expect(confirmed.count == 1501)
        var killed = 0
        var finished = 0
        var orphansSeen = 0
        for round in 0..<30 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = [
                "registry", "set", "--allow-missing-plugin", "kill-\(round)", "--presenter", "p\(round)", "--registry",
                file,
            ]
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...windowMicroseconds))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit && process.terminationStatus == 0 {
                confirmed["kill-\(round)"] = "p\(round)"
                finished += 1
            } else {
                #expect(process.terminationReason == .uncaughtSignal)
                killed += 1
            }
            if try !temporaries().isEmpty { orphansSeen += 1 }
            let table = try apps(file)
            for (app, presenter) in confirmed { #expect(table[app] == presenter, "after round \(round): \(app)") }
        }
        // The next edit cleans up what killed writers left behind.
        let last = Process()
        last.executableURL = URL(fileURLWithPath: binary)
        last.arguments = ["registry", "set", "--allow-missing-plugin", "last", "--presenter", "x", "--registry", file]
        try last.run()
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        #expect(try temporaries().isEmpty)
        // A writer killed after its rename but before it exited leaves its entry without having
        // confirmed it: such entries may be there; nothing else may.
        let table = try apps(file)
        for (app, presenter) in confirmed { #expect(table[app] == presenter) }
        #expect(table["last"] == "x")
        let unconfirmed = table.keys.filter { confirmed[$0] == nil && $0 != "last" }
        #expect(unconfirmed.allSatisfy { $0.hasPrefix("kill-") })
        print(
            "SIGKILL stress: \(killed) killed (\(unconfirmed.count) of them after their rename), \(finished) finished, "
                + "temporary files left by \(orphansSeen) kills")
    }
}
