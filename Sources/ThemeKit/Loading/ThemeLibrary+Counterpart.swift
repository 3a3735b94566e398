import SheetSystem
import SheetText
/// The counterpart is loaded as the file asked for is (linted when it is), so its problems show in its file.
extension ThemeLibrary {
    func counterpart(of file: ThemeFile, theme: Theme, identity: String, state: inout Resolution) -> Theme? {
        guard let reference = file.counterpart else { return nil }
        let place = reference.location
        let ownName = file.name?.value ?? theme.name
        guard let path = self.file(referencedBy: reference.value, from: file.sourceName) else {
            let hint =
                Self.isPath(reference.value)
                ? "a path in 'counterpart' is relative to the folder of the file it is in"
                : notFoundHint(for: reference.value, among: summaries())
            state.diagnostics.append(
                .error(
                    .counterpartNotFound, "'counterpart' names '\(reference.value)', which is not found", at: place,
                    hint: hint))
            return nil
        }
        let otherIdentity = Self.identity(ofFile: path)
        guard otherIdentity != identity, reference.value != ownName || Self.isPath(reference.value) else {
            state.diagnostics.append(
                .error(
                    .counterpartIsSelf, "'counterpart' names this theme itself", at: place,
                    hint: "name the theme for the other appearance, or remove 'counterpart'"))
            return nil
        }
        if let broken = brokenPair(from: identity, name: ownName, to: path, at: place) {
            state.diagnostics.append(broken)
            return nil
        }
        var inner = Resolution()
        inner.linting = state.linting
        inner.followsCounterpart = false
        let other = resolveFile(path, at: place, state: &inner)
        state.diagnostics += inner.diagnostics
        state.sources += inner.sources
        state.counterpartFiles = Set(inner.sources.map(\.name))
        guard let other, !inner.diagnostics.containsErrors else { return nil }
        guard other.appearance != theme.appearance else {
            func how(_ theme: Theme) -> String {
                theme.statedAppearance != nil
                    ? "says \(theme.appearance.rawValue)" : "has a \(theme.appearance.rawValue) background"
            }
            state.diagnostics.append(
                .error(
                    .counterpartSameAppearance,
                    "'\(ownName)' and its counterpart '\(other.name)' are both \(theme.appearance.rawValue): "
                        + "'\(ownName)' \(how(theme)), '\(other.name)' \(how(other))",
                    at: file.appearance?.location ?? place,
                    hint:
                        "a pair is one light and one dark theme; write 'appearance: \(theme.appearance.opposite.rawValue)' "
                        + "in the one meant for the other side"))
            return nil
        }
        return other
    }

    /// Reads only each file's name and counterpart, at most ``maxExtendsDepth`` files, so reads stay bounded.
    private func brokenPair(from identity: String, name: String, to path: String, at place: SourceLocation?)
        -> Diagnostic?
    {
        let first = Self.summary(ofFile: path)
        var names = [name]
        var current = path
        var seen: Set<String> = [identity]
        for step in 0..<Self.maxExtendsDepth {
            let summary = step == 0 ? first : Self.summary(ofFile: current)
            names.append(summary.name)
            seen.insert(Self.identity(ofFile: current))
            guard let next = summary.counterpart else { break }
            // A name is matched as written too, so a file linted off the search path can be paired.
            let nextPath = file(referencedBy: next, from: current)
            let nextIdentity = nextPath.map(Self.identity(ofFile:))
            if nextIdentity == identity || (!Self.isPath(next) && next == name) {
                guard step > 0 else { return nil }
                names.append(name)
                return .error(
                    .counterpartCycle, "'counterpart' makes a cycle: \(names.joined(separator: " -> "))", at: place,
                    hint: "a pair is two themes that name each other; make '\(names[1])' name '\(name)' back")
            }
            guard let nextPath, let nextIdentity, seen.insert(nextIdentity).inserted else { break }
            current = nextPath
        }
        let fix = "write 'counterpart: \(YAMLText.scalar(name))' in '\(path)'"
        let message =
            first.counterpart.map { "'\(first.name)' names '\($0)' as its counterpart, not '\(name)'" }
            ?? "'\(first.name)' names no counterpart, so it is not paired with '\(name)'"
        return .error(
            .counterpartNotMutual, message, at: place, hint: "a pair is two themes that name each other; " + fix)
    }
}
