import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a parsed XML document: its name, attributes, child elements and the text directly inside it
/// (storyboards keep a label's multi-line text as `<string key="text">`).
package struct XMLNode: Sendable, Hashable {
    package var name: String
    package var attributes: [String: String]
    package var children: [XMLNode]
    package var text: String

    package init(name: String, attributes: [String: String] = [:], children: [XMLNode] = [], text: String = "") {
        self.name = name; self.attributes = attributes; self.children = children; self.text = text
    }

    /// The first child named `name` whose `key` attribute is `key` (when given).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children named `name`.
    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Reads XML into an element tree with bounds a hostile file cannot get past: a byte limit checked before parsing, no
/// document type declaration at all (so no entity can be declared, expanded or fetched: storyboards never carry one),
/// and limits on nesting depth and element count checked while parsing.
///
/// Foundation's `XMLParser` (libxml2) does the parsing. SWXMLHash and XMLCoder, the maintained Swift XML libraries,
/// are both built on this same `XMLParser`; neither bounds depth or element count, which a delegate must do anyway,
/// so a small delegate here is the whole of what a dependency would add.
package enum BoundedXML {
    /// What the parser refuses, and why.
    package struct Limits: Sendable, Hashable {
        package var maximumBytes: Int
        package var maximumDepth: Int
        var maximumElements: Int

        package init(maximumBytes: Int = 4_000_000, maximumDepth: Int = 100, maximumElements: Int = 50_000) {
            self.maximumBytes = maximumBytes; self.maximumDepth = maximumDepth; self.maximumElements = maximumElements
        }
    }

    /// The root element of `bytes`, or a one-line reason it is not usable XML.
    package static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(StoryboardError) -> XMLNode {
        guard bytes.count <= limits.maximumBytes else {
            throw StoryboardError("\(bytes.count) bytes is larger than the \(limits.maximumBytes)-byte limit")
        }
        guard !bytes.isEmpty else { throw StoryboardError("empty file, not XML") }
        // Foundation's XMLParser traps on names and values that are not UTF-8; storyboards are always UTF-8.
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw StoryboardError("not UTF-8 text; storyboards are UTF-8 XML")
        }
        if containsDocumentTypeDeclaration(bytes) {
            throw StoryboardError("has a document type declaration (<!DOCTYPE or <!ENTITY); storyboards have none, and entities are not expanded")
        }
        if containsProcessingInstruction(bytes) {
            throw StoryboardError("has a processing instruction (<?…?>) other than the XML declaration at the start; storyboards have none")
        }
        let builder = TreeBuilder(limits: limits)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let finished = parser.parse()
        if let refusal = builder.refusal { throw StoryboardError(refusal) }
        guard finished, let root = builder.root else {
            let line = parser.lineNumber
            let detail = parser.parserError.map { Self.describe($0) } ?? "the document ends early"
            throw StoryboardError("not well-formed XML at line \(line): \(detail)")
        }
        return root
    }

    /// Whether the bytes declare a document type or entities anywhere (checked without decoding: both are ASCII).
    static func containsDocumentTypeDeclaration(_ bytes: [UInt8]) -> Bool {
        let markers: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        guard bytes.count >= 8 else { return false }
        for start in 0..<(bytes.count - 1) where bytes[start] == UInt8(ascii: "<") && bytes[start + 1] == UInt8(ascii: "!") {
            for marker in markers where start + marker.count <= bytes.count {
                if zip(marker, bytes[start..<(start + marker.count)]).allSatisfy({ $0 == ($1 & 0xDF) || $0 == $1 }) { return true }
            }
        }
        return false
    }

    /// Whether the bytes hold a processing instruction other than an XML declaration at the very start (after an
    /// optional byte order mark). Foundation's `XMLParser` on Linux crashes on a processing instruction without data
    /// (`<?xml?>`, `<?pi?>`: it takes the length of a null string), and storyboards carry none, so none reaches it.
    static func containsProcessingInstruction(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let declaration = Array("<?xml".utf8)
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") {
            let afterName = index + declaration.count
            let isDeclaration = index == start && afterName < bytes.count
                && bytes[index..<afterName].elementsEqual(declaration)
                && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[afterName])
            if !isDeclaration { return true }
        }
        return false
    }

    private static func describe(_ error: any Error) -> String {
        let text = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "malformed"
        return line.isEmpty ? "malformed" : line
    }

    /// Builds the tree, counting depth and elements; stops the parser at the first limit crossed.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let limits: Limits
        var stack: [XMLNode] = []
        var root: XMLNode?
        var elements = 0
        var refusal: String?

        init(limits: Limits) { self.limits = limits }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements += 1
            if stack.count >= limits.maximumDepth {
                refuse(parser, "elements nested deeper than \(limits.maximumDepth) levels")
                return
            }
            if elements > limits.maximumElements {
                refuse(parser, "more than \(limits.maximumElements) elements")
                return
            }
            stack.append(XMLNode(name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard refusal == nil, let node = stack.popLast() else { return }
            if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard refusal == nil, !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            refuse(parser, "declares the entity \"\(name)\"; entities are not expanded")
        }

        private func refuse(_ parser: XMLParser, _ reason: String) {
            if refusal == nil { refusal = reason }
            parser.abortParsing()
        }
    }
}

/// Why a storyboard could not be read: one line, without the file name (the caller adds it).
package struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}
