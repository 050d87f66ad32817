import NotiStoryboard

/// What connects a storyboard's views to the principal class's outlets, run when the view loads (before
/// `viewDidLoad()`, as UIKit's `loadView()` does). notisim has no reflection on Linux, so it is Swift source compiled
/// into the generated entry point: the body of a closure `(controller: PrincipalClass) -> UIView` that builds the
/// storyboard's views, assigns each outlet (`controller.titleLabel = label3`) and returns the root view.
/// `OutletWiring.storyboard(_:assets:principalClass:)` makes it from a storyboard file
/// (docs/rules/extension-sources.md#outlets-from-the-storyboard); nil (no storyboard) leaves the view an empty `UIView` as `loadView()` does.
package struct OutletWiring: Sendable, Hashable {
    /// The closure's statements; `controller` is the principal class's instance, UIKit is imported.
    package var loadViewBody: String

    package init(loadViewBody: String) { self.loadViewBody = loadViewBody }
}

extension OutletWiring {
    /// The wiring of the storyboard at `path` for `principalClass`: its initial scene's views made by the kit's
    /// `StoryboardOutlets` from the storyboard's text (compiled into the program, so a changed storyboard is a new
    /// build), each `<outlet property=… destination=…/>` assigned to the controller, the root view returned
    /// (docs/rules/extension-sources.md#outlets-from-the-storyboard). The error is one line naming the file and the reason.
    package static func storyboard(_ path: String, assets: AssetCatalog, principalClass: String) -> Result<OutletWiring, StoryboardError> {
        do throws(StoryboardError) {
            let bytes = try StoryboardFile.read(path)
            let storyboard = try StoryboardReader.read(bytes)
            let scene = storyboard.initialScene
            var images: [String: String] = [:]
            for name in scene?.imageNames ?? [] { images[name] = assets.imagePath(named: name) }
            return .success(generate(text: String(decoding: bytes, as: UTF8.self), scene: scene, images: images, principalClass: principalClass))
        } catch {
            return .failure(StoryboardError("\(path): \(error.reason)"))
        }
    }

    /// The closure body for `scene` of the storyboard `text`. Outlets go to the controller only when the scene's
    /// `customClass` is the principal class (or unset); a property name that is not a Swift identifier is left out.
    static func generate(text: String, scene: StoryboardScene?, images: [String: String], principalClass: String) -> OutletWiring {
        let imageTable = images.isEmpty ? "[:]"
            : "[" + images.sorted { $0.key < $1.key }.map { "\(swiftLiteral($0.key)): \(swiftLiteral($0.value))" }.joined(separator: ", ") + "]"
        var lines = ["let storyboard = StoryboardOutlets(storyboard: \(swiftLiteral(text)), images: \(imageTable))"]
        let ownsOutlets = scene?.customClass.map { SwiftExtensionTarget.className($0) == principalClass } ?? true
        for outlet in ownsOutlets ? scene?.outlets ?? [] : [] where isIdentifier(outlet.property) {
            lines.append("controller.`\(outlet.property)` = storyboard.view(\(swiftLiteral(outlet.destination)))")
        }
        lines.append("return storyboard.root")
        return OutletWiring(loadViewBody: lines.joined(separator: "\n"))
    }

    /// Whether `name` can follow `controller.` between backticks: letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// `text` as a one-line Swift string literal: quotes, backslashes and every control character escaped.
    static func swiftLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
