/// Reads `<color>` elements: literal components in any of Interface Builder's colour spaces, system colours by
/// name, and named colours from the document's `<resources>` (docs/rules/xcode.md#storyboards).
struct StoryboardColors {
    /// `<namedColor>` and `<systemColor>` definitions of the document's resources, by name.
    let resources: [String: StoryboardColor]

    init(resources node: XMLNode?) {
        var table: [String: StoryboardColor] = [:]
        for definition in node?.children ?? [] where definition.name == "namedColor" || definition.name == "systemColor" {
            guard let name = definition.attributes["name"], let inner = definition.child("color"),
                  var color = Self.components(inner.attributes) else { continue }
            color.name = name
            table[name] = color
        }
        resources = table
    }

    /// The colour of a `<color>` element, or a reason it cannot be read.
    func color(_ node: XMLNode) -> Result<StoryboardColor, StoryboardError> {
        let attributes = node.attributes
        if let name = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] {
            if let color = resources[name] ?? Self.systemColors[name] { return .success(StoryboardColor(red: color.red, green: color.green,
                                                                                                         blue: color.blue, alpha: color.alpha, name: name)) }
            return .failure(StoryboardError("unknown system colour \"\(name)\""))
        }
        if let name = attributes["name"] {
            if let color = resources[name] { return .success(color) }
            return .failure(StoryboardError("named colour \"\(name)\" is not in the storyboard's resources (it lives in the asset catalog); left out"))
        }
        if let color = Self.components(attributes) { return .success(color) }
        return .failure(StoryboardError("colour without components or a name"))
    }

    /// Literal components: `red`/`green`/`blue` (sRGB, calibratedRGB, deviceRGB, displayP3 read as sRGB) or `white`
    /// (calibratedWhite, genericGamma22Gray, deviceWhite), with `alpha`.
    static func components(_ attributes: [String: String]) -> StoryboardColor? {
        let alpha = unit(attributes["alpha"]) ?? 1
        if let white = unit(attributes["white"]) { return StoryboardColor(white: white, alpha: alpha) }
        guard let red = unit(attributes["red"]), let green = unit(attributes["green"]), let blue = unit(attributes["blue"]) else { return nil }
        return StoryboardColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func unit(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return min(max(value, 0), 1)
    }

    /// UIKit's system colours in their light appearance (Apple's documented sRGB values), by the names storyboards
    /// write for `systemColor=` and the older `cocoaTouchSystemColor=`.
    static let systemColors: [String: StoryboardColor] = {
        func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> StoryboardColor {
            StoryboardColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
        }
        let white = StoryboardColor(white: 1, alpha: 1), black = StoryboardColor(white: 0, alpha: 1)
        let grouped = rgb(242, 242, 247)
        return [
            "systemBackgroundColor": white, "secondarySystemBackgroundColor": grouped, "tertiarySystemBackgroundColor": white,
            "systemGroupedBackgroundColor": grouped, "secondarySystemGroupedBackgroundColor": white,
            "tertiarySystemGroupedBackgroundColor": grouped,
            "labelColor": black, "secondaryLabelColor": rgb(60, 60, 67, 0.6), "tertiaryLabelColor": rgb(60, 60, 67, 0.3),
            "quaternaryLabelColor": rgb(60, 60, 67, 0.18), "placeholderTextColor": rgb(60, 60, 67, 0.3),
            "separatorColor": rgb(60, 60, 67, 0.29), "opaqueSeparatorColor": rgb(198, 198, 200), "linkColor": rgb(0, 122, 255),
            "systemFillColor": rgb(120, 120, 128, 0.2), "secondarySystemFillColor": rgb(120, 120, 128, 0.16),
            "tertiarySystemFillColor": rgb(118, 118, 128, 0.12), "quaternarySystemFillColor": rgb(116, 116, 128, 0.08),
            "systemRedColor": rgb(255, 59, 48), "systemGreenColor": rgb(52, 199, 89), "systemBlueColor": rgb(0, 122, 255),
            "systemOrangeColor": rgb(255, 149, 0), "systemYellowColor": rgb(255, 204, 0), "systemPinkColor": rgb(255, 45, 85),
            "systemPurpleColor": rgb(175, 82, 222), "systemTealColor": rgb(90, 200, 250), "systemIndigoColor": rgb(88, 86, 214),
            "systemBrownColor": rgb(162, 132, 94), "systemMintColor": rgb(0, 199, 190), "systemCyanColor": rgb(50, 173, 230),
            "systemGrayColor": rgb(142, 142, 147), "systemGray2Color": rgb(174, 174, 178), "systemGray3Color": rgb(199, 199, 204),
            "systemGray4Color": rgb(209, 209, 214), "systemGray5Color": rgb(229, 229, 234), "systemGray6Color": grouped,
            "tintColor": rgb(0, 122, 255),
            // The pre-iOS 13 names Interface Builder writes as cocoaTouchSystemColor.
            "darkTextColor": black, "lightTextColor": StoryboardColor(white: 1, alpha: 0.6),
            "groupTableViewBackgroundColor": rgb(239, 239, 244), "tableCellGroupedBackgroundColor": white,
            "scrollViewTexturedBackgroundColor": rgb(111, 113, 121), "viewFlipsideBackgroundColor": rgb(31, 33, 36),
            "whiteColor": white, "blackColor": black, "clearColor": StoryboardColor(white: 0, alpha: 0),
        ]
    }()
}
