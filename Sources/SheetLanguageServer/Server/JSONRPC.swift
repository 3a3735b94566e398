import SheetText
import ThemeKit

/// The JSON-RPC 2.0 messages the server sends, and the error codes JSON-RPC and the Language
/// Server Protocol define.
package enum JSONRPC {
    /// An error code of a response.
    package struct ErrorCode: RawRepresentable, Sendable, Hashable {
        package var rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// The text is not JSON, or a message's framing is broken.
        package static let parseError = ErrorCode(rawValue: -32700)
        /// The JSON is not a request or notification.
        package static let invalidRequest = ErrorCode(rawValue: -32600)
        /// No such method.
        package static let methodNotFound = ErrorCode(rawValue: -32601)
        /// The parameters are not what the method takes.
        package static let invalidParams = ErrorCode(rawValue: -32602)
        /// A request other than `initialize` before `initialize`.
        package static let serverNotInitialized = ErrorCode(rawValue: -32002)
        /// The client cancelled the request before it was answered.
        package static let requestCancelled = ErrorCode(rawValue: -32800)
        /// The request was understood and could not be done (LSP 3.17's RequestFailed).
        package static let requestFailed = ErrorCode(rawValue: -32803)
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
