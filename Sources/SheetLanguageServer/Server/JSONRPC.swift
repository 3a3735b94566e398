import SheetText
import ThemeKit

/// Error codes as JSON-RPC 2.0 and LSP 3.17 define them.
package enum JSONRPC {
    package enum ErrorCode: Int, Sendable, Hashable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestCancelled = -32800
        case requestFailed = -32803
    }

    package static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }

    package static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        .object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .integer(code.rawValue), "message": .string(message)]),
        ])
    }
}
