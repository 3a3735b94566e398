import Testing

@testable import PresenterRegistry

@Suite struct ActionSheetTests {
    @Test(arguments: [-1, -7, 3, 100])
    func destructiveIndexOutsideTheItemsMeansNone(_ index: Int) {
        let sheet = ActionSheet(items: [.init("a"), .init("b"), .init("c")], destructiveIndex: index)
        #expect(sheet.destructiveIndex == nil)
    }
}
