import Testing
@testable import NotiApp

/// Script input found by fuzzing (`scripts/fuzz.sh`, target FuzzRunScript) that once crashed `notisim run`.
@Suite("Script input the fuzzer found")
struct ScriptInputTests {
    @Test("An expect-log text ending in NUL characters after a logged Korean reply is refused with an error naming the line, not a crash")
    func nulInExpectedText() throws {
        let script = """
            advance 10s
            key Down
            key 2
            type "멋진 사진"
            key Enter
            expect-log "userText \\"멋진 사진\\"\u{0}\u{0}"
            """
        let (_, outcome) = try runDemo(script)
        let failure = try #require(outcome.failure)
        #expect(failure.line == 6)
        #expect(failure.message.contains("NUL character (U+0000) is not allowed"))
    }

    @Test("A NUL character anywhere in a command line is refused by the tokenizer")
    func nulInCommandLine() {
        #expect(throws: CommandTokenizer.Failure.self) { try CommandTokenizer.words("expect \"ab\u{0}\"") }
        #expect(throws: CommandTokenizer.Failure.self) { try CommandTokenizer.words("advance 5s\u{0}") }
        #expect(throws: CommandError.self) { try Command.parse("expect-not \"\u{0}\"") }
    }
}
