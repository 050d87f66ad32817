import Testing
@testable import NotiLayout

/// Printable ASCII is wrapped a byte at a time; the lines must be those the grapheme-by-grapheme wrapper gives.
@Suite("Wrapping printable ASCII by bytes")
struct ASCIIWrapTests {
    @Test("every text of up to four characters over space, letters and ASCII punctuation wraps as grapheme by grapheme, at widths 1 to 5 with and without a line limit")
    func everyShortText() {
        let alphabet: [Character] = [" ", "a", "B", "(", ")", ".", "!", "-", "\n"]
        var texts = [""]
        for _ in 0..<4 { texts += texts.flatMap { text in alphabet.map { text + String($0) } }.filter { $0.count <= 4 } }
        for text in Set(texts) {
            for width in 1...5 {
                for limit in [nil, 1, 2] {
                    #expect(TextWrapper.wrap(text, width: width, maxLines: limit, readsASCIIAsBytes: true)
                            == TextWrapper.wrap(text, width: width, maxLines: limit, readsASCIIAsBytes: false),
                            "\(text.debugDescription) at width \(width), at most \(limit.map(String.init) ?? "any") lines")
                }
            }
        }
    }

    @Test("notification texts with long words, runs of spaces and several paragraphs wrap as grapheme by grapheme")
    func notificationTexts() {
        let texts = [
            "Your order #1234 has shipped! Track it at https://example.com/track?id=abcdefghijklmnopqrstuvwxyz",
            "  leading and   inner   spaces  ", "one\ntwo paragraphs\n\nand an empty one",
            "12:30:45 delivered com.example.app \"Hello\" (thread: family-chat) [category: MESSAGE]",
            "mixed ASCII and 한국어 in one paragraph\nthen ASCII alone",
        ]
        for text in texts {
            for width in [3, 8, 13, 21, 40, 80] {
                #expect(TextWrapper.wrap(text, width: width, maxLines: nil, readsASCIIAsBytes: true)
                        == TextWrapper.wrap(text, width: width, maxLines: nil, readsASCIIAsBytes: false))
                #expect(TextWrapper.wrap(text, width: width, maxLines: 2, readsASCIIAsBytes: true)
                        == TextWrapper.wrap(text, width: width, maxLines: 2, readsASCIIAsBytes: false))
            }
        }
    }
}
