/// The one table of built-ins, which ``PresenterCatalog`` serves before plugins.
package enum BuiltInPresenters {
    /// In the order help lists them.
    package static var all: [(name: String, factory: PresenterCatalog.Factory)] {
        [
            ("auto", { AutoPresenter() }),
            ("plain", { PlainPresenter() }),
            ("ansi", { AnsiPresenter() }),
            ("json", { JSONPresenter() }),
            ("svg", { SVGPresenter() }),
            ("html", { HTMLPresenter() }),
        ]
    }

    package static var names: [String] { all.map(\.name) }

    /// `json` answers over standard input and output, and `svg` and `html` only draw pictures.
    package static var terminalNames: [String] { ["auto", "plain", "ansi"] }
}
