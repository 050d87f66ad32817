/// Which of an app's files can matter to its notification setup, found from their bytes before anything is parsed
/// (docs/rules/xcode.md#categories-from-swift-source): the files that call `setNotificationCategories` or
/// `requestAuthorization(options:)` are read first; a name the reader then looks up and does not find is searched for
/// among the names the other files declare (types, enum cases, functions, `static` and top-level constants).
struct SetupRelevance {
    /// The reader stops looking for more files after this many rounds (a chain of constants across files is rarely
    /// longer than a few).
    static let maximumRounds = 32
    /// A name declared in more files than this is not looked for by itself: the reader resolves such a name
    /// through its type, whose name is looked for.
    static let maximumDeclarers = 8

    private let scans: [NameScan]
    /// The files declaring each name, by index.
    private let declarers: [Substring: [Int]]
    /// The indices of the files that register categories or ask for authorization.
    let roots: Set<Int>

    init(_ files: [SourceFile]) {
        scans = ParallelMap.map(files) { NameScan($0.text) }
        var declarers: [Substring: [Int]] = [:]
        for (index, scan) in scans.enumerated() {
            for name in scan.declared { declarers[name, default: []].append(index) }
        }
        self.declarers = declarers
        roots = Set(files.indices.filter { Self.isRoot(files[$0].text) })
    }

    /// The files declaring what the qualified names `paths` start with: for `Type.member`, `Type`'s files (else, a
    /// module's name or an Apple type leading, the next component's); a name declared in too many files is passed over.
    func declaring(_ paths: Set<[String]>) -> Set<Int> {
        var found: Set<Int> = []
        for path in paths {
            guard let files = path.lazy.compactMap({ declarers[Substring($0)] }).first, files.count <= Self.maximumDeclarers else { continue }
            found.formUnion(files)
        }
        return found
    }

    /// Whether `text` calls what registers categories or asks for notification authorization.
    static func isRoot(_ text: String) -> Bool {
        if text.contains("setNotificationCategories") { return true }
        var rest = Substring(text)
        while let call = rest.firstRange(of: "requestAuthorization(") {
            rest = rest[call.upperBound...]
            if rest.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" }).hasPrefix("options") { return true }
        }
        return false
    }
}

/// The names one file declares where the reader can find a value (types, enum cases, functions, `static` and
/// top-level constants and computed properties) and every identifier it uses, read from its bytes as tokens.
struct NameScan: Sendable {
    private(set) var declared: Set<Substring> = []
    private(set) var used: Set<Substring> = []

    /// Keywords after which the next name is declared wherever it stands.
    private static let declaringKeywords: Set<Substring> = ["enum", "struct", "class", "actor", "extension", "protocol", "typealias", "func", "case"]
    /// Keywords after which the next name is a stored or computed value, declared for the reader only when `static`
    /// (or `class`) or at the top level of the file.
    private static let valueKeywords: Set<Substring> = ["let", "var"]

    init(_ text: String) {
        var depth = 0
        var previous: Substring = ""
        var isStatic = false
        var caseList = false
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if Self.startsName(byte) {
                var end = utf8.index(after: index)
                while end < utf8.endIndex, Self.continuesName(utf8[end]) { end = utf8.index(after: end) }
                let name = Substring(text.utf8[index..<end])
                if Self.declaringKeywords.contains(previous) || caseList && previous.isEmpty
                    || Self.valueKeywords.contains(previous) && (isStatic || depth == 0) {
                    declared.insert(name)
                }
                if name == "static" || name == "class" && !Self.declaringKeywords.contains(previous) { isStatic = true }
                if name == "case" { caseList = true }
                used.insert(name)
                previous = name
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                depth = byte == UInt8(ascii: "{") ? depth + 1 : max(0, depth - 1)
                isStatic = false
                caseList = false
            case UInt8(ascii: "\n"), UInt8(ascii: ";"):
                isStatic = false
                caseList = false
            case UInt8(ascii: "("), UInt8(ascii: ":"):
                caseList = false
            case UInt8(ascii: ","):
                if caseList {
                    previous = ""
                    index = utf8.index(after: index)
                    continue
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "`"):
                index = utf8.index(after: index)
                continue
            default: break
            }
            previous = "."
            index = utf8.index(after: index)
        }
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
