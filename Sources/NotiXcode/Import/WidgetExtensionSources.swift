import Foundation

/// What a widget extension's sources declare that the workspace needs before they are built: the attributes types
/// of their Live Activities (docs/rules/xcode.md#widget-extensions).
enum WidgetExtensionSources {
    /// The attributes type of each `ActivityConfiguration(for: Type.self)` in `sources`, in the order found, each once,
    /// by the name a push-to-start's `attributes-type` gives it (`String(describing:)`: a nested type's own name).
    static func liveActivityTypes(in sources: [String], reader: any ProjectFileReader) -> [String] {
        var names: [String] = []
        for path in sources {
            guard let bytes = try? reader.read(path).get() else { continue }
            for name in configuredTypes(in: String(decoding: bytes, as: UTF8.self)) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The types `ActivityConfiguration(for: NAME.self` names in `source`.
    static func configuredTypes(in source: String) -> [String] {
        var names: [String] = []
        var rest = Substring(source)
        while let found = rest.range(of: "ActivityConfiguration(") {
            rest = rest[found.upperBound...]
            let arguments = rest.drop { $0.isWhitespace }
            guard arguments.hasPrefix("for:") else { continue }
            let type = arguments.dropFirst(4).drop { $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            guard type.hasSuffix(".self"), let name = type.dropLast(5).split(separator: ".").last else { continue }
            names.append(String(name))
        }
        return names
    }
}
