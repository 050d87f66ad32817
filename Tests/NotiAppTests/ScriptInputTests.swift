import Testing
@testable import NotiApp
@testable import NotiAppCore

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

    @Test("A word the tokenizer quotes reads back as that one word: spaces, quotes, backslashes and Korean")
    func quotedWordReadsBack() throws {
        for word in ["/tmp/my folder/push.apns", #"a "quoted" \ word\"#, "사진 폴더", ""] {
            #expect(try CommandTokenizer.words("push " + CommandTokenizer.quoted(word) + " com.example.app") == ["push", word, "com.example.app"])
        }
    }
}

/// Durations found by fuzzing that once hung `notisim run`.
@Suite("Script durations the fuzzer found")
struct ScriptDurationTests {
    @Test("An advance of 22222222222222222210 seconds is refused with an error, not run for hours")
    func centuriesLongAdvance() throws {
        let started = ContinuousClock.now
        let (_, outcome) = try runDemo("advance 22222222222222222210s\n")
        let failure = try #require(outcome.failure)
        #expect(failure.line == 1)
        #expect(failure.message.contains("more than 31 days"))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test("An advance of exactly 31 days is still one step")
    func longestAdvance() throws {
        #expect(try Command.parse("advance 31d") == .advance(seconds: Command.maximumAdvanceSeconds))
        #expect(throws: CommandError.self) { try Command.parse("advance 31d1s") }
    }
}
