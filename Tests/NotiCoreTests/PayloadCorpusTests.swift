import Testing
import TestSupport
@testable import NotiCore

@Suite("Payload corpus")
struct PayloadCorpusTests {
    @Test("the corpus holds good and bad payloads, each with an expectation file")
    func corpusIsComplete() {
        #expect(PayloadCorpus.names.count >= 40)
        for name in PayloadCorpus.names {
            #expect(PayloadCorpus.expectation(name) != nil, "\(name) has no .expected file")
        }
        let outcomes = PayloadCorpus.names.map { PayloadCorpus.decode($0).diagnostics }
        #expect(outcomes.contains { $0.isEmpty })
        #expect(outcomes.contains { $0.hasErrors })
        #expect(outcomes.contains { !$0.isEmpty && !$0.hasErrors })
    }

    @Test("each corpus file produces exactly the diagnostics its expectation lists", arguments: PayloadCorpus.names)
    func expectedDiagnostics(name: String) throws {
        let expectation = try #require(PayloadCorpus.expectation(name))
        let decoded = PayloadCorpus.decode(name)
        #expect(decoded.diagnostics.map(\.description) == expectation.lines)
        #expect((decoded.content != nil) == !decoded.diagnostics.hasErrors)
    }

    @Test("every corpus file's report gives the diagnostics of its bytes and its kind by extension", arguments: PayloadCorpus.names)
    func fileReportMatchesBytes(name: String) {
        let pushType = PayloadCorpus.expectation(name)?.pushType ?? .alert
        let report = PayloadFileReport(path: PayloadCorpus.path(name), read: .success(PayloadCorpus.bytes(name)), pushType: pushType)
        #expect(report.diagnostics == PayloadCorpus.decode(name).diagnostics)
        #expect(report.kind == (name.hasSuffix(".apns") ? .simulatorPush : .json))
    }

    @Test("mutated and truncated corpus files never crash the decoder and give content or an error", arguments: PayloadCorpus.names)
    func mutationsNeverCrash(name: String) {
        let original = PayloadCorpus.bytes(name)
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }))
        var variants: [[UInt8]] = []
        let step = max(1, original.count / 40)
        for cut in stride(from: 0, to: original.count, by: step) { variants.append(Array(original[0..<cut])) }
        for _ in 0..<60 { variants.append(Self.mutate(original, using: &generator)) }
        for variant in variants {
            let decoded = PayloadDecoder.decode(variant)
            #expect((decoded.content != nil) != decoded.diagnostics.hasErrors, "\(name): \(variant.count) bytes")
            #expect(decoded.diagnostics.allSatisfy { !$0.message.isEmpty && !$0.message.contains("\n") })
        }
    }

    /// One random edit: flip, insert, delete or duplicate bytes, or splice in JSON punctuation.
    static func mutate(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        let edits = Int.random(in: 1...4, using: &generator)
        let tokens: [[UInt8]] = ["{", "}", "[", "]", "\"", ",", ":", "\\", "\\u", "1e999", "-", "null", "\u{0}", "\"aps\":"]
            .map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80]]
        for _ in 0..<edits {
            let position = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !result.isEmpty: result[position] ^= UInt8.random(in: 1...255, using: &generator)
            case 1: result.insert(UInt8.random(in: 0...255, using: &generator), at: position)
            case 2 where !result.isEmpty:
                result.removeSubrange(position..<min(result.count, position + Int.random(in: 1...16, using: &generator)))
            case 3 where !result.isEmpty:
                let end = min(result.count, position + Int.random(in: 1...64, using: &generator))
                result.insert(contentsOf: result[position..<end], at: position)
            default: result.insert(contentsOf: tokens.randomElement(using: &generator) ?? [], at: position)
            }
        }
        return result
    }
}
