import SheetText
import ThemeKit

/// The JSON-RPC 2.0 messages the server sends, and the error codes JSON-RPC and the Language
/// Server Protocol define.
package enum JSONRPC {
    /// An error code of a response.
    package enum ErrorCode: Int, Sendable, Hashable {
        /// The text is not JSON, or a message's framing is broken.
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        /// A request other than `initialize` before `initialize`.
        case serverNotInitialized = -32002
        case requestCancelled = -32800
        /// The request was understood and could not be done (LSP 3.17's RequestFailed).
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

    package static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }
}
