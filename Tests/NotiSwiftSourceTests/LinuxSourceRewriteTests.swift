import Testing
@testable import NotiSwiftSource

/// docs/rules/xcode.md#extension-sources-on-linux
@Suite("Extension sources rewritten for Linux")
struct LinuxSourceRewriteTests {
    @Test("@IBOutlet, @IBAction, @IBDesignable, @IBInspectable, @objc, @objc(name), @nonobjc and @objc dynamic are blanked; every other byte stays")
    func attributesBlanked() {
        let source = """
        @IBDesignable class V: UIView {
            @IBInspectable var radius: Double = 0
            @objc(doThing:) func doThing(_ x: Int) {}
            @nonobjc func native() {}
            @objc dynamic var observed = 0
            dynamic func replaceable() {}
            @IBAction func tap(_ sender: Any) {}
            @available(iOS 15, *) func kept() {}
        }
        """
        let rewritten = ObjectiveCAttributeStripper.rewrite(SourceFile(path: "V.swift", text: source))
        let expected = """
                      class V: UIView {
                           var radius: Double = 0
                            func doThing(_ x: Int) {}
                     func native() {}
                          var observed = 0
            dynamic func replaceable() {}
                      func tap(_ sender: Any) {}
            @available(iOS 15, *) func kept() {}
        }
        """
        #expect(rewritten.text == expected)
        #expect(rewritten.text.utf8.count == source.utf8.count)
        #expect(rewritten.problem == nil)
    }

    @Test("#selector(method), #selector(method(_:)) and #selector(Type.method(_:)) become Selector(…) in the same bytes; getter: and setter: stay")
    func selectorsBecomeSelectorReferences() {
        let source = """
        final class V: UIViewController {
            @objc func tapped() {}
            override func viewDidLoad() {
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                other.addTarget(self, action:#selector(V.pressed(_:)), for: .touchUpInside)
                Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                let keyPath = #selector(getter: V.title)
            }
        }
        """
        let rewritten = ObjectiveCAttributeStripper.rewrite(SourceFile(path: "V.swift", text: source))
        let expected = """
        final class V: UIViewController {
                  func tapped() {}
            override func viewDidLoad() {
                button.addTarget(self, action:  Selector(tapped), for: .touchUpInside)
                other.addTarget(self, action: Selector(V.pressed(_:)), for: .touchUpInside)
                Timer.scheduledTimer(timeInterval: 1, target: self, selector:  Selector(tick(_:)), userInfo: nil, repeats: true)
                let keyPath = #selector(getter: V.title)
            }
        }
        """
        #expect(rewritten.text == expected)
        #expect(rewritten.text.utf8.count == source.utf8.count)
    }

    @Test("an assignment to a URLSessionConfiguration property Foundation on Linux has get-only writes to _ in the same bytes; reads and other assignments stay")
    func readOnlySettersWriteToUnderscore() {
        let source = """
        let config = URLSessionConfiguration.ephemeral
        config.waitsForConnectivity = false
        session.configuration.multipathServiceType = .handover
        let waits = config.waitsForConnectivity
        config.timeoutIntervalForRequest = 5
        """
        let rewritten = ReadOnlySetterRewrite.rewrite(SourceFile(path: "NotificationService.swift", text: source))
        func blank(_ target: String) -> String { "_" + String(repeating: " ", count: target.count - 1) }
        #expect(rewritten == """
        let config = URLSessionConfiguration.ephemeral
        \(blank("config.waitsForConnectivity")) = false
        \(blank("session.configuration.multipathServiceType")) = .handover
        let waits = config.waitsForConnectivity
        config.timeoutIntervalForRequest = 5
        """)
        #expect(rewritten.utf8.count == source.utf8.count)
    }

    @Test("#Preview declarations, with their trailing closures, are blanked to spaces keeping every line; other macros stay")
    func previewsBlanked() {
        let source = """
        struct Card: View { var body: some View { Text("Hi") } }

        #Preview(as: .systemSmall) {
            CardWidget()
        } timeline: {
            CardEntry(date: .now)
        }
        let seen = #file
        """
        let rewritten = ObjectiveCAttributeStripper.rewrite(SourceFile(path: "Card.swift", text: source))
        let blankLines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).prefix(5)
        #expect(blankLines.allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(rewritten.text.hasPrefix("struct Card: View { var body: some View { Text(\"Hi\") } }\n\n"))
        #expect(rewritten.text.hasSuffix("\nlet seen = #file"))
        #expect(rewritten.text.utf8.count == source.utf8.count)
        #expect(rewritten.problem == nil)
    }

    @Test("The notes' controllers with their @IBOutlets rewritten equal the hand-stripped UIKitFixtures files, line for line",
          arguments: [("Notes/LabelOnlyViewController.swift", "LabelOnly"), ("Notes/ImageAndLabelsViewController.swift", "ImageAndLabels")])
    func notesControllersMatchHandStrippedFixtures(original path: String, fixture: String) throws {
        let original = try SourceFixtures.text(path)
        let handStripped = try SourceFixtures.text("../../UIKitFixtures/\(fixture)/NotificationViewController.swift")
        let rewritten = ObjectiveCAttributeStripper.rewrite(SourceFile(path: "NotificationViewController.swift", text: original))
        let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.split(separator: "\n", omittingEmptySubsequences: false).count)
        let normalize = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } }
        #expect(normalize(rewritten.text) == normalize(handStripped))
        #expect(!rewritten.outlets.isEmpty)
    }

    @Test("Outlets are listed with their name, type as written and line")
    func outletsListed() throws {
        let original = try SourceFixtures.text("Notes/ImageAndLabelsViewController.swift")
        let rewritten = ObjectiveCAttributeStripper.rewrite(SourceFile(path: "NotificationViewController.swift", text: original))
        #expect(rewritten.outlets == [
            OutletDeclaration(name: "imageView", type: "UIImageView!", location: CodeLocation(file: "NotificationViewController.swift", line: 14)),
            OutletDeclaration(name: "titleLable", type: "UILabel!", location: CodeLocation(file: "NotificationViewController.swift", line: 15)),
            OutletDeclaration(name: "bodyLabel", type: "UILabel!", location: CodeLocation(file: "NotificationViewController.swift", line: 16)),
        ])
    }

    @Test("A file that does not parse comes back unchanged with the first syntax error")
    func unparsableFileUnchanged() {
        let text = "class A { @IBOutlet var x: UILabel!\n"
        let rewritten = ObjectiveCAttributeStripper.rewrite(SourceFile(path: "A.swift", text: text))
        #expect(rewritten.text == text)
        #expect(rewritten.problem?.location.file == "A.swift")
    }
}
