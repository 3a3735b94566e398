import ThemeKit

/// The matrices are lint's, applied to linear RGB, which an SVG `feColorMatrix` works in by default, so the
/// live page shows what the check measures.
extension ColorScience.Vision {
    var label: String {
        switch self {
        case .protanopia: "Protanopia (no red cones)"
        case .deuteranopia: "Deuteranopia (no green cones)"
        case .tritanopia: "Tritanopia (no blue cones)"
        case .greyscale: "Greyscale"
        }
    }

    var filterValues: String {
        (matrix.map { $0.map { String($0) }.joined(separator: " ") + " 0 0" } + ["0 0 0 1 0"]).joined(separator: "  ")
    }

    static var controls: String {
        var html = "<fieldset id=\"vision\">\n<legend>Simulate</legend>\n"
        html += "<label><input type=\"radio\" name=\"vision\" value=\"none\" checked> Normal vision</label>\n"
        for simulation in allCases {
            html += "<label><input type=\"radio\" name=\"vision\" value=\"\(simulation.rawValue)\"> "
            html += "\(simulation.label)</label>\n"
        }
        return html + "</fieldset>\n"
    }

    static var filters: String {
        var svg = "<svg id=\"vision-filters\" xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" "
        svg += "aria-hidden=\"true\">\n"
        for simulation in allCases {
            svg += "<filter id=\"vision-\(simulation.rawValue)\"><feColorMatrix type=\"matrix\" "
            svg += "values=\"\(simulation.filterValues)\"/></filter>\n"
        }
        return svg + "</svg>\n"
    }

    static var style: String {
        allCases.map {
            "body[data-vision=\"\($0.rawValue)\"] :is(#sheet, #terminal) { filter: url(#vision-\($0.rawValue)); }\n"
        }
        .joined()
    }
}
