import Testing
@testable import NotiCore

@Suite("Loc-key formats")
struct PayloadLocalizationTests {
    @Test("%@ takes the arguments in order")
    func sequential() {
        let format = LocalizedFormat("%@ sent %@")
        #expect(format.argumentCount == 2)
        #expect(format.filled(with: ["Jane", "a photo"]) == "Jane sent a photo")
    }

    @Test("%n$@ takes the n-th argument, so translations may reorder them")
    func positional() {
        let format = LocalizedFormat("%2$@ から %1$@")
        #expect(format.argumentCount == 2)
        #expect(format.filled(with: ["Jane", "写真"]) == "写真 から Jane")
        #expect(LocalizedFormat("%3$@").argumentCount == 3)
    }

    @Test("%% is a percent sign and takes no argument")
    func percent() {
        let format = LocalizedFormat("100%% of %@")
        #expect(format.argumentCount == 1)
        #expect(format.filled(with: ["it"]) == "100% of it")
    }

    @Test("other conversions (%d, %ld, %s) take a string argument; a lone % is kept")
    func otherConversions() {
        #expect(LocalizedFormat("%d new, %ld old, %s").filled(with: ["3", "4", "x"]) == "3 new, 4 old, x")
        #expect(LocalizedFormat("50% off").argumentCount == 0)
        #expect(LocalizedFormat("50% off").filled(with: []) == "50% off")
        #expect(LocalizedFormat("ends in %").filled(with: []) == "ends in %")
    }

    @Test("missing arguments fill in as empty text; extra ones are ignored")
    func missingAndExtra() {
        #expect(LocalizedFormat("%@ and %@").filled(with: ["a"]) == "a and ")
        #expect(LocalizedFormat("%@").filled(with: ["a", "b"]) == "a")
    }

    @Test("only %% is reduced in text shown as-is")
    func reducingEscapes() {
        #expect(LocalizedFormat.reducingPercentEscapes("%@ 100%%") == "%@ 100%")
    }
}
