import Testing
import TestSupport
@testable import NotiLayout

/// Korean breaks at spaces; Japanese between characters with kinsoku (UAX #14 classes as the reference).
@Suite("Line breaking of Korean and Japanese")
struct LineBreakingTests {
    /// Texts from the source notes (the blog posts the project grew from) and the demo workspace.
    static let korean = [
        "알람 앱 클론코딩중에 푸시알람을 구현하게 되었다. APN을 통한 원격 푸시알람이 아닌 디바이스 자체 생성 푸시알람에 대해 정리해보려고 한다.",
        "UNNotificationContentExtension 프로토콜은 앱 노티피케이션에 대한 커스텀 인터페이스를 표시하는 노티피케이션 컨텐트 앱 확장에 대해 엔트리 포인트를 제공합니다.",
        "일어날 시간입니다. 오늘도 좋은 하루 보내세요! 알람을 끄려면 탭하세요.",
    ]
    static let japanese = [
        "Extension には Notificaton Service Extension および Notification Content Extension に限らず、メモリの上限値が低く設定されています。大きなデータの取り扱い方法や、使用するライブラリのメモリ消費、View階層の深さなどに留意しましょう。",
        "Notification Content Extension は、通知の詳細表示(3DTouch搭載機の場合は通知の押し込み、非搭載機の場合は右にスライドして[表示]をタップ)の内容を任意の表示にすることができる機能です。",
        "明日の打ち合わせは10時からでお願いします。",
    ]

    func texts(_ lines: [WrappedLine]) -> [String] { lines.map(\.text) }

    /// Every text wrapped at each width from 20 to 50, one block per width, each line between bars.
    static func wrappedAtEveryWidth(_ texts: [String]) -> String {
        (20...50).map { width in
            "width \(width)\n" + texts.map { text in
                TextWrapper.wrap(text, width: width).map { "|" + $0.text + String(repeating: " ", count: width - $0.width) + "|" }
                    .joined(separator: "\n")
            }.joined(separator: "\n\n")
        }.joined(separator: "\n\n") + "\n"
    }

    @Test("Korean breaks at spaces, never inside a word")
    func koreanBreaksAtSpaces() {
        #expect(texts(TextWrapper.wrap("오늘 오후 3시에 팀 회의가 있습니다. 발표 자료를 미리 준비해 주세요.", width: 27))
            == ["오늘 오후 3시에 팀 회의가", "있습니다. 발표 자료를 미리", "준비해 주세요."])
        for width in 20...50 {
            for text in Self.korean {
                let words = Set(text.split(separator: " ").map(String.init))
                for line in texts(TextWrapper.wrap(text, width: width)) {
                    let lineWords = line.split(separator: " ").map(String.init)
                    let longer = words.filter { TextWidth.columns(of: $0) > width }
                    #expect(lineWords.allSatisfy { piece in words.contains(piece) || longer.contains { $0.contains(piece) } },
                            "width \(width): \(line)")
                }
            }
        }
    }

    @Test("a Korean word longer than the line breaks between any two syllables")
    func longKoreanWordBreaks() {
        #expect(texts(TextWrapper.wrap("노티피케이션컨텐트확장", width: 8)) == ["노티피케", "이션컨텐", "트확장"])
    }

    @Test("Japanese breaks between characters; no line starts with a closing bracket, 、。？！ー or small kana, none ends with an opening bracket")
    func kinsoku() {
        let text = "「明日の会議は何時からですか？」と聞かれました。ちょっと待ってください！（確認中）コーヒーを飲みながらチェックしましょう、ね。"
        #expect(texts(TextWrapper.wrap("「明日の会議は何時からですか？」と聞かれました。", width: 28))
            == ["「明日の会議は何時からです", "か？」と聞かれました。"])
        let noStart: Set<Character> = ["」", "）", "、", "。", "？", "！", "ー", "ょ", "っ", "ェ", "ッ"]
        let noEnd: Set<Character> = ["「", "（"]
        for width in 8...50 {
            for line in texts(TextWrapper.wrap(text, width: width)).dropFirst() {
                #expect(!noStart.contains(line.first ?? " "), "width \(width): \(line)")
            }
            for line in texts(TextWrapper.wrap(text, width: width)).dropLast() {
                #expect(!noEnd.contains(line.last ?? " "), "width \(width): \(line)")
            }
        }
    }

    @Test("the source notes' Korean texts at widths 20 to 50")
    func koreanGolden() {
        assertGolden(Self.wrappedAtEveryWidth(Self.korean), named: "line-breaking-korean-w20-50")
    }

    @Test("the source notes' Japanese texts at widths 20 to 50")
    func japaneseGolden() {
        assertGolden(Self.wrappedAtEveryWidth(Self.japanese), named: "line-breaking-japanese-w20-50")
    }
}
