import Testing

@testable import PresenterRegistry

@Suite struct ActionSheetTests {
    @Test(arguments: [-1, -7, 3, 100])
    func destructiveIndexOutsideTheItemsMeansNone(_ index: Int) {
        let sheet = ActionSheet(items: [.init("a"), .init("b"), .init("c")], destructiveIndex: index)
        #expect(sheet.destructiveIndex == nil)
    }

    @Test(arguments: [(2, 2), (0, 0), (-1, nil), (3, nil), (nil, nil)] as [(Int?, Int?)])
    func settingTheDestructiveIndexKeepsOnlyAnIndexOfTheItems(_ index: Int?, _ expected: Int?) {
        var sheet = ActionSheet(items: [.init("a"), .init("b"), .init("c")], destructiveIndex: 1)
        sheet.setDestructiveIndex(index)
        #expect(sheet.destructiveIndex == expected)
    }
}
