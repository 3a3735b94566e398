import SheetText
import ThemeKit

/// The JSON-RPC 2.0 messages the server sends, and the error codes JSON-RPC and LSP 3.17 define.
package enum JSONRPC {
    package enum ErrorCode: Int, Sendable, Hashable {
        /// The text is not JSON, or a message's framing is broken.
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

    /// A response with an error; `id` is `null` when the request's id could not be read.
    package static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        .object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .integer(code.rawValue), "message": .string(message)]),
        ])
    }
}
