import NotiCore
import Testing

@Suite("Values kept for one generation")
struct GenerationMemoTests {
    @Test("a value is made once per key and generation; a new generation, or going past the capacity, starts afresh")
    func keepsWithinAGeneration() {
        let memo = GenerationMemo<Int, String, Int>(capacity: 3)
        var made = 0
        func value(_ key: String, _ generation: Int) -> Int { memo.value(for: key, in: generation) { made += 1; return made } }
        #expect(value("a", 1) == 1)
        #expect(value("a", 1) == 1)
        #expect(value("b", 1) == 2)
        #expect(memo.count == 2)
        #expect(value("a", 2) == 3, "another generation makes it again")
        #expect(memo.count == 1, "and forgets the old generation's values")
        #expect(value("b", 2) == 4 && value("c", 2) == 5 && memo.count == 3)
        #expect(value("d", 2) == 6 && memo.count == 1, "past the capacity everything goes")
        #expect(value("a", 2) == 7)
    }
}
