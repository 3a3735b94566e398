/// The median, minimum and maximum of some samples.
struct Summary {
    var median: Double
    var min: Double
    var max: Double

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a summary needs samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }
}

/// How a value is shown in the table.
enum Unit {
    /// Seconds, shown as ms or s.
    case time
    /// Bytes, shown as MiB.
    case memory
    /// Nanoseconds per operation, shown with the rate per second.
    case perOperation

    func format(_ value: Double) -> String {
        switch self {
        case .time:
            value >= 1 ? fixed(value, 2) + " s" : fixed(value * 1000, value >= 0.1 ? 0 : value >= 0.01 ? 1 : 2) + " ms"
        case .memory: fixed(value / 1_048_576, value >= 100 * 1_048_576 ? 0 : 1) + " MiB"
        case .perOperation: fixed(value, value >= 100 ? 0 : 1) + " ns"
        }
    }

    /// The range, the unit written once.
    func range(_ summary: Summary) -> String {
        let low = format(summary.min)
        let high = format(summary.max)
        let unit = high.split(separator: " ").last.map(String.init) ?? ""
        let lowUnit = low.split(separator: " ").last.map(String.init) ?? ""
        if unit == lowUnit { return "\(low.split(separator: " ")[0])–\(high)" }
        return "\(low)–\(high)"
    }
}

/// `value` with `digits` decimals, without Foundation's formatting.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if digits == 0 { return String(Int(rounded)) }
    let whole = Int(rounded.rounded(.towardZero))
    var fraction = String(Int(((abs(rounded) - Double(abs(whole))) * scale).rounded()))
    while fraction.count < digits { fraction = "0" + fraction }
    return (rounded < 0 && whole == 0 ? "-" : "") + String(whole) + "." + fraction
}

/// A ratio as `2.31×`.
func ratio(_ value: Double) -> String { fixed(value, value >= 100 ? 0 : value >= 10 ? 1 : 2) + "×" }

/// Groups of three digits: `1,000,000`.
func grouped(_ value: Int) -> String {
    var text = String(value)
    var index = text.count - 3
    while index > 0 {
        text.insert(",", at: text.index(text.startIndex, offsetBy: index))
        index -= 3
    }
    return text
}
