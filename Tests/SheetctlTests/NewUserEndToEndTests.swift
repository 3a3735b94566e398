import Foundation
import Testing

/// What a new user tripped over, each checked through the built `sheetctl`.
@Suite struct NewUserEndToEndTests {
    private typealias P = SheetctlProcess

    /// A folder of its own with the given files, removed after `body`.
    static func inFolder<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(toFile: folder.appendingPathComponent(name).path, atomically: true, encoding: .utf8)
        }
        return try body(folder.path)
    }

    /// A light and dark pair whose dark side has one warning (grey text on a grey background).
    static let pair = [
        "light.yaml": "name: light\nappearance: light\ncounterpart: dark\n",
        "dark.yaml": """
        name: dark
        appearance: dark
        counterpart: light
        colors:
          background: "#303030"
          title: "#505050"

        """,
    ]

    @Test(arguments: [["light.yaml", "dark.yaml"], ["light.yaml", "./dark.yaml"], ["./light.yaml", "dark.yaml"]])
    func lintReportsAPairsProblemsOnceWhateverPathLedToThem(_ files: [String]) throws {
        try Self.inFolder(Self.pair) { folder in
            let lint = try P.run(["lint"] + files, directory: folder)
            #expect(lint.code == 0, "\(lint.stderr)")
            // Each diagnostic once, under one spelling of its file, and the summary counts each once.
            let located = lint.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
            #expect(located.count >= 2, "\(lint.stderr)")
            #expect(Set(located.map { $0.replacingOccurrences(of: "./", with: "") }).count == located.count)
            #expect(Set(located.map { $0.prefix { $0 != ":" } }).count == 1, "\(lint.stderr)")
            #expect(lint.stderr.contains("2 files: 0 errors, \(located.count) warnings"), "\(lint.stderr)")
        }
    }

    @Test func aThemeIsNotBlamedForTheWarningsOfTheThemeItExtends() throws {
        // The shipped default's white on red badge is below 4.5:1; a theme that sets both badge
        // colours to pass is told nothing about it, in any format.
        let child = "name: child\nextends: default\ncolors:\n  badge: \"#B00020\"\n  badgeText: \"#FFFFFF\"\n"
        try Self.inFolder(["child.yaml": child]) { folder in
            let text = try P.run(["lint", "child.yaml"], directory: folder)
            #expect(text.code == 0)
            #expect(text.stderr == "", "\(text.stderr)")
            let sarif = try P.run(["lint", "--format", "sarif", "child.yaml"], directory: folder)
            #expect(!sarif.stdout.contains("default.yaml"), "\(sarif.stdout)")
            #expect(!sarif.stdout.contains("low-badge"), "\(sarif.stdout)")
        }
    }

    @Test func aThemeIsStillToldWhatItsOwnKeysCauseOverWhatItInherits() throws {
        // It sets the badge's text only, and that still fails on the inherited red: reported in its file.
        let child = "name: child\nextends: default\ncolors:\n  badgeText: \"#FFEEEE\"\n"
        try Self.inFolder(["child.yaml": child]) { folder in
            let lint = try P.run(["lint", "child.yaml"], directory: folder)
            #expect(lint.stderr.contains("child.yaml:4:14: warning:"), "\(lint.stderr)")
            #expect(!lint.stderr.contains("default.yaml"), "\(lint.stderr)")
        }
    }

    @Test func anErrorThatMakesTheExtendedThemeUnusableIsStillReported() throws {
        let files = [
            "parent.yaml": "name: parent\ncolors:\n  item: blue-ish\n", "child.yaml": "name: child\nextends: parent\n",
        ]
        try Self.inFolder(files) { folder in
            let lint = try P.run(["lint", "child.yaml"], directory: folder)
            #expect(lint.code == 1)
            #expect(lint.stderr.contains("parent.yaml:3:9: error:"), "\(lint.stderr)")
        }
    }

    @Test func extendsFindsANameInTheThemeFilesOwnFolderAsCounterpartDoes() throws {
        let files = [
            "base.yaml": "name: base\ncolors:\n  item: \"#123456\"\n",
            "child.yaml": "name: child\nextends: base\n",
        ]
        try Self.inFolder(files) { folder in
            let preview = try P.run(
                ["preview", "--presenter", "json", "--theme", "child.yaml"], directory: folder)
            #expect(preview.code == 0, "\(preview.stderr)")
            #expect(preview.stdout.contains("#123456"))
        }
    }

    @Test func swansItemsAreDrawnInSwansOwnBlueWhenTheCallGivesNoColour() throws {
        // The json presenter writes the sheet as drawn, then reads its answer.
        func drawn(_ dialect: String, _ call: String, _ more: [String] = []) throws -> SheetctlProcess.Result {
            try P.run(
                ["present", "--dialect", dialect, "--presenter", "json"] + more,
                stdin: call + "\n" + #"{"index": 0}"# + "\n")
        }
        let call = #"{"itemList": ["A", "B"]}"#
        let swan = try drawn("swan", call)
        #expect(swan.code == 0, "\(swan.stderr)")
        #expect(swan.stdout.contains(##""color":"#3C76FF""##), "\(swan.stdout)")
        // Given, the call's colour wins; for wx, whose platform colour is black, the theme's applies.
        let given = try drawn("swan", ##"{"itemList": ["A"], "itemColor": "#112233"}"##)
        #expect(given.stdout.contains(##""color":"#112233""##), "\(given.stdout)")
        let wx = try drawn("wx", call, ["--theme", "dark"])
        #expect(wx.code == 0, "\(wx.stderr)")
        #expect(!wx.stdout.contains("#3C76FF"))
        #expect(!wx.stdout.contains(##""color":"#000000""##), "\(wx.stdout)")
    }

    @Test func textAfterTheCallOnItsLineIsAnErrorAtItsPlace() throws {
        let result = try P.run(["present", "--choose", "0"], stdin: #"{"itemList": ["A"]} x"# + "\n")
        #expect(result.code == 65, "\(result.stderr)")
        #expect(result.stderr.contains("<stdin>:1:21: error:"), "\(result.stderr)")
    }

    @Test func aSecondCallWithoutAnswersIsAnErrorAtItsPlace() throws {
        let result = try P.run(
            ["present", "--choose", "0"], stdin: #"{"itemList": ["A"]}"# + "\n" + #"{"itemList": ["B"]}"# + "\n")
        #expect(result.code == 65, "\(result.stderr)")
        #expect(result.stderr.contains("<stdin>:2:1: error: a second call follows the first"), "\(result.stderr)")
        #expect(result.stderr.contains("--answers"))
        #expect(result.stdout == "")
        // White space after the call is nothing.
        let one = try P.run(["present", "--choose", "0"], stdin: #"{"itemList": ["A"]}"# + "\n\n  \n")
        #expect(one.code == 0, "\(one.stderr)")
    }

    @Test func themesShowKeepsTheCounterpart() throws {
        let shown = try P.run(["themes", "show", "default"])
        #expect(shown.code == 0)
        #expect(shown.stdout.contains("\nappearance: light\ncounterpart: dark\n"), "\(shown.stdout)")
        let lone = try P.run(["themes", "show", "midnight"])
        #expect(!lone.stdout.contains("counterpart"))
    }

    @Test func anUnknownBadgeTypeInASheetFileIsAWarningAtIt() throws {
        let sheet = "items: [A, B]\nbadges:\n  - {index: 0, type: dot}\n  - {index: 1, type: point}\n"
        try Self.inFolder(["s.yaml": sheet]) { folder in
            let preview = try P.run(["preview", "--presenter", "plain", "--sheet", "s.yaml"], directory: folder)
            #expect(preview.code == 0, "\(preview.stderr)")
            #expect(
                preview.stderr.contains(
                    "s.yaml:3:22: warning: badges[0].type: expected one of 'none', 'point', 'num', 'text', 'more', "
                        + "found 'dot'; the badge is not shown"),
                "\(preview.stderr)")
            #expect(!preview.stderr.contains("badges[1]"))
        }
    }

    @Test func aWeChatShapedCallReadAsUniSaysSoNamingTheDialectFlag() throws {
        let call = #"{"itemList": ["A"], "title": "T"}"#
        let told = try P.run(["present", "--choose", "0"], stdin: call)
        #expect(told.code == 0)
        #expect(told.stdout.contains(#""tapIndex":0"#) && !told.stdout.contains("errMsg"), "\(told.stdout)")
        #expect(told.stderr.contains("<stdin>:1:21: note: the call has 'title'"), "\(told.stderr)")
        #expect(told.stderr.contains("--dialect wx"))
        let wx = try P.run(["present", "--choose", "0", "--dialect", "wx"], stdin: call)
        #expect(wx.stdout.contains("errMsg"))
        #expect(wx.stderr == "", "\(wx.stderr)")
    }

    @Test func registryListPrintsJSONForScripts() throws {
        let file = "default: { presenter: plain }\napps:\n  \"2021*\": { theme: midnight, locale: zh-Hans }\n"
        try Self.inFolder(["r.yaml": file]) { folder in
            let list = try P.run(["registry", "list", "--json", "--registry", "r.yaml"], directory: folder)
            #expect(list.code == 0, "\(list.stderr)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
            #expect((object["file"] as? String)?.hasSuffix("r.yaml") == true)
            let route = try #require(object["default"] as? [String: Any])
            #expect(route["presenter"] as? String == "plain")
            #expect(route["locale"] is NSNull)
            let apps = try #require(object["apps"] as? [[String: Any]])
            #expect(apps.count == 1)
            #expect(apps.first?["app"] as? String == "2021*")
            #expect(apps.first?["theme"] as? String == "midnight")
            #expect(apps.first?["locale"] as? String == "zh-Hans")
        }
    }

    @Test func aCommandLineValueIsPointedAtWhereItWasGivenNotInTheRoutingFile() throws {
        try Self.inFolder(["r.yaml": "default: { presenter: plain }\n"]) { folder in
            let set = try P.run(
                ["registry", "set", "2021", "--presenter", "jsn", "--registry", "r.yaml"], directory: folder)
            #expect(set.code == 65, "\(set.stderr)")
            #expect(set.stderr.contains("<command line>:1:40: error:"), "\(set.stderr)")
            #expect(set.stderr.contains("sheetctl registry set 2021 --presenter jsn\n"), "\(set.stderr)")
            #expect(!set.stderr.contains("r.yaml:1:"), "\(set.stderr)")
            let file = try String(contentsOfFile: folder + "/r.yaml", encoding: .utf8)
            #expect(file == "default: { presenter: plain }\n")
        }
    }
}
