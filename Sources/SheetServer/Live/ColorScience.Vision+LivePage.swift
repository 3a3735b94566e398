import ThemeKit

/// The colour-vision deficiencies lint checks, as the live page simulates them: each a filter over
/// the drawing and the terminal pane.
///
/// The matrices are lint's (Machado, Oliveira and Fernandes 2009 at severity 1.0 for the three
/// dichromacies, Rec. 709 luminance for greyscale). They apply to linear RGB, which is what an SVG
/// `feColorMatrix` works in by default, so the page shows what the check measures.
extension ColorScience.Vision {
    var label: String {
        switch self {
        case .protanopia: "Protanopia (no red cones)"
        case .deuteranopia: "Deuteranopia (no green cones)"
        case .tritanopia: "Tritanopia (no blue cones)"
        case .greyscale: "Greyscale"
        }
    }

    /// The filter's `feColorMatrix` values: four rows of five, from ``matrix``.
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

    /// The filters, in an SVG that takes no room.
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
        // The sheet and the terminal pane alike: both show the theme's colours.
        allCases.map {
            "body[data-vision=\"\($0.rawValue)\"] :is(#sheet, #terminal) { filter: url(#vision-\($0.rawValue)); }\n"
        }
        .joined()
    }
}
