#if canImport(Glibc)
    import Glibc
#endif

/// `sheetctl themes export` of every shipped theme in all four formats against `sheetctl lint` of
/// the same themes: one process per theme on each side (each loads the theme and its counterpart),
/// so the ratio is what writing the files costs over checking the theme. Two export rows: run
/// again into the folder of the run before (files that did not change are left as they are), and
/// into a new folder each run (every file written).
enum ExportSection {
    /// The shipped themes: `themes/` at the package root, three folders above this file.
    static let themes: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/themes"
    }()

    static func run(binaries: Binaries, workspace: Workspace, runsScale: Int, into table: inout Table) {
        guard let directory = opendir(themes) else {
            note("sheetbench: no shipped themes at \(themes); the export row is left out\n")
            return
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".yaml") { names.append(String(name.dropLast(5))) }
        }
        closedir(directory)
        names.sort()
        note("sheetbench: exporting \(names.count) shipped themes in every format against linting them\n")
        let output = workspace.file("export")
        let words = names.joined(separator: " ")
        // $0 is sheetctl, $1 the themes folder, $2 the output folder.
        let lint = Subject(
            name: "sheetctl lint, each shipped theme (\(names.count) runs)", executable: "/bin/sh",
            ["-c", "for t in \(words); do \"$0\" lint \"$1/$t.yaml\" || exit 1; done", binaries.sheetctl, themes])
        let export = Subject(
            name: "sheetctl themes export, each, all 4 formats", executable: "/bin/sh",
            [
                "-c",
                "for t in \(words); do \"$0\" themes export \"$t\" --theme-path \"$1\" -o \"$2/$t\" >/dev/null || exit 1; done",
                binaries.sheetctl, themes, output,
            ])
        // The same, each run into folders that do not exist yet: every file is new (no file is
        // left as it was, no old file's blocks are freed), so this is an export's first run.
        let fresh = Subject(
            name: "sheetctl themes export, each, all 4 formats, into a new folder", executable: "/bin/sh",
            [
                "-c",
                "n=$(od -An -N4 -tu4 /dev/urandom | tr -d ' '); for t in \(words); do \"$0\" themes export \"$t\" --theme-path \"$1\" -o \"$2/new-$n/$t\" >/dev/null || exit 1; done",
                binaries.sheetctl, themes, output,
            ])
        let results = Interleaved.run([lint, export, fresh], runs: 10 * runsScale + 1, workspace: workspace)
        // The workspace's own removal takes only files; the exports are folders of folders.
        removeTree(output)
        let reference = Summary(results[0].seconds)
        table.add(Row.reference(lint.name, reference, .time))
        let time = Summary(results[1].seconds)
        let times = time.median / reference.median
        table.add(
            Row(
                name: export.name, median: Unit.time.format(time.median), range: Unit.time.range(time),
                floorRatio: ratio(times), cpu: "–", target: "≤ 2× lint", met: times <= 2 ? "yes" : "NO"))
        let first = Summary(results[2].seconds)
        let firstTimes = first.median / reference.median
        table.add(
            Row(
                name: fresh.name, median: Unit.time.format(first.median), range: Unit.time.range(first),
                floorRatio: ratio(firstTimes), cpu: "–", target: "≤ 2× lint",
                met: firstTimes <= 2 ? "yes" : "NO"))
    }

    /// Deletes a folder and everything in it.
    static func removeTree(_ path: String) {
        guard let directory = opendir(path) else {
            unlink(path)
            return
        }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            if Int32(entry.pointee.d_type) == Int32(DT_DIR) {
                removeTree(path + "/" + name)
            } else {
                unlink(path + "/" + name)
            }
        }
        closedir(directory)
        rmdir(path)
    }
}
