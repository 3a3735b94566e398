// The same floor as sheetbench-theme-floor, written in Swift: start, open the theme, pull every
// libyaml event out of it, and keep each scalar value as a `String` under its dotted key path in a
// `[String: String]` — the least a Swift program that reads a theme does. It links the same Swift
// runtime as sheetctl, so its distance from the C floor is what being a Swift program costs before
// any of sheetctl's own work: the start-up rows quote sheetctl against both.
//
// Usage: sheetbench-theme-floor-swift FILE
// Prints the number of events and of values kept, so the work cannot be skipped.

import CYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func fail(_ message: String, status: Int32) -> Never {
    var line = message + "\n"
    _ = line.withUTF8 { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else { fail("usage: \(arguments[0]) FILE", status: 64) }
guard let file = fopen(arguments[1], "rb") else {
    perror(arguments[1])
    exit(66)
}
var parser = yaml_parser_t()
var event = yaml_event_t()
guard yaml_parser_initialize(&parser) != 0 else { exit(70) }
yaml_parser_set_input_file(&parser, file)
var values: [String: String] = [:]
var path: [String] = []
var key: String?
var events = 0
while true {
    guard yaml_parser_parse(&parser, &event) != 0 else {
        let problem = parser.problem.map { String(cString: $0) } ?? "error"
        fail("\(arguments[1]):\(parser.problem_mark.line + 1): \(problem)", status: 65)
    }
    let type = event.type
    switch type {
    case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        if let name = key {
            values[(path + [name]).joined(separator: ".")] = text
            key = nil
        } else {
            key = text
        }
    case YAML_MAPPING_START_EVENT:
        if let name = key { path.append(name) }
        key = nil
    case YAML_MAPPING_END_EVENT:
        _ = path.popLast()
    default:
        break
    }
    events += 1
    yaml_event_delete(&event)
    if type == YAML_STREAM_END_EVENT { break }
}
yaml_parser_delete(&parser)
fclose(file)
print("\(events) events, \(values.count) values")
