/// The presenters that ship, by name: the one table of built-ins, which ``PresenterCatalog``
/// serves before plugins.
package enum BuiltInPresenters {
    /// Each built-in's name and factory, in the order help lists them.
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

    /// The names, in the order help lists them.
    package static var names: [String] { all.map(\.name) }

    /// The built-ins that present on a terminal, for a picker such as `sheetctl show`: `json`
    /// answers over standard input and output, and `svg` and `html` only draw pictures.
    package static var terminalNames: [String] { ["auto", "plain", "ansi"] }
}
