/// The colour-vision deficiencies the live page can simulate, each as a filter over the drawing.
///
/// The three dichromacies use the matrices of Machado, Oliveira and Fernandes, "A Physiologically-based
/// Model for Simulation of Color Vision Deficiency" (IEEE TVCG, 2009), at severity 1.0. They apply
/// to linear RGB, which is what an SVG `feColorMatrix` works in by default.
enum VisionSimulation: String, CaseIterable, Sendable {
    case protanopia, deuteranopia, tritanopia, greyscale

    /// How the page's switch names it.
    var label: String {
        switch self {
        case .protanopia: "Protanopia (no red cones)"
        case .deuteranopia: "Deuteranopia (no green cones)"
        case .tritanopia: "Tritanopia (no blue cones)"
        case .greyscale: "Greyscale"
        }
    }

    /// The filter's `feColorMatrix` values: four rows of five.
    var matrix: String {
        let rows: [[Double]]
        switch self {
        case .protanopia:
            rows = [
                [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998],
            ]
        case .deuteranopia:
            rows = [
                [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881],
            ]
        case .tritanopia:
            rows = [
                [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900],
            ]
        case .greyscale:
            // Rec. 709 luminance weights, in every channel.
            let luminance = [0.2126, 0.7152, 0.0722]
            rows = [luminance, luminance, luminance]
        }
        return (rows.map { $0.map { String($0) }.joined(separator: " ") + " 0 0" } + ["0 0 0 1 0"])
            .joined(separator: "  ")
    }

    /// The page's switch: a radio button for normal vision and one for each simulation.
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
            svg += "values=\"\(simulation.matrix)\"/></filter>\n"
        }
        return svg + "</svg>\n"
    }

    /// The style that applies each filter when the page's `data-vision` names it.
    static var style: String {
        allCases.map { "body[data-vision=\"\($0.rawValue)\"] #sheet { filter: url(#vision-\($0.rawValue)); }\n" }
            .joined()
    }
}
