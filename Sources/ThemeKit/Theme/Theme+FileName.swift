extension Theme {
    /// A name can neither leave the output folder nor hide its file.
    package static func fileStem(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let keep =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "._-".unicodeScalars.contains(scalar))
            out.unicodeScalars.append(keep ? scalar : "-")
        }
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "theme" : out
    }
}
