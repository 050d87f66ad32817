import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Why a model could not be read.
package struct DataModelProblem: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

extension DataModel {
    /// Reads the current version of the `.xcdatamodeld` folder at `folder` (the one `.xccurrentversion` names, else the
    /// only or last `.xcdatamodel` inside), or a lone `.xcdatamodel` folder, with the text of its `contents` file.
    package static func readWithContents(modelAt folder: URL) throws(DataModelProblem) -> (model: DataModel, contents: String) {
        let name = folder.deletingPathExtension().lastPathComponent
        let version = folder.pathExtension == "xcdatamodel" ? folder : try currentVersion(of: folder)
        guard let data = FileManager.default.contents(atPath: version.appendingPathComponent("contents").path) else {
            throw DataModelProblem("\(version.path): no contents file")
        }
        return (try parse(data, name: name), String(decoding: data, as: UTF8.self))
    }

    /// The `.xcdatamodel` folder `.xccurrentversion` names inside a `.xcdatamodeld`.
    static func currentVersion(of folder: URL) throws(DataModelProblem) -> URL {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        let plist = FileManager.default.contents(atPath: folder.appendingPathComponent(".xccurrentversion").path)
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
        if let current = plist?["_XCCurrentVersionName"] as? String, versions.contains(current) { return folder.appendingPathComponent(current) }
        guard let last = versions.last else { throw DataModelProblem("\(folder.path): no .xcdatamodel version inside") }
        return folder.appendingPathComponent(last)
    }

    /// The model in a `contents` file's XML.
    package static func parse(_ data: Data, name: String) throws(DataModelProblem) -> DataModel {
        let reader = ModelXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw DataModelProblem("model \(name): not XML (\(parser.parserError.map { "\($0)" } ?? "unreadable"))") }
        return DataModel(name: name, entities: reader.entities)
    }
}

/// Collects `<entity>`, `<attribute>` and `<relationship>` elements.
private final class ModelXMLReader: NSObject, XMLParserDelegate {
    var entities: [DataModel.Entity] = []

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let yes = { (key: String) in attributes[key] == "YES" }
        switch element {
        case "entity":
            let className = attributes["representedClassName"].flatMap { $0.split(separator: ".").last.map(String.init) }
            entities.append(DataModel.Entity(name: attributes["name"] ?? "", className: className,
                                             codeGeneration: attributes["codeGenerationType"], parentName: attributes["parentEntity"],
                                             isAbstract: yes("isAbstract")))
        case "attribute" where !entities.isEmpty:
            entities[entities.count - 1].attributes.append(DataModel.Attribute(
                name: attributes["name"] ?? "", type: attributes["attributeType"] ?? "Undefined", isOptional: yes("optional"),
                usesScalarValueType: attributes["usesScalarValueType"] != "NO", defaultValue: attributes["defaultValueString"],
                customClassName: attributes["customClassName"]))
        case "relationship" where !entities.isEmpty:
            entities[entities.count - 1].relationships.append(DataModel.Relationship(
                name: attributes["name"] ?? "", destination: attributes["destinationEntity"] ?? "", isToMany: yes("toMany"),
                isOrdered: yes("ordered"), isOptional: yes("optional"), inverseName: attributes["inverseName"]))
        default:
            break
        }
    }
}
