extension UIColor {
    /// A colour of the extension's asset catalog (`NAME.colorset`, in the folders `UIImage(named:)` searches), with
    /// its dark variant where the catalog has one; nil when there is none, as on iOS.
    public convenience init?(named name: String) {
        guard let colors = AssetColorSet.colors(named: name) else { return nil }
        self.init { $0.userInterfaceStyle == .dark ? colors.dark ?? colors.any : colors.any }
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}

/// Reads a `.colorset`'s Contents.json: components written as 0–1 decimals, 0–255 integers or `0xNN` hex.
enum AssetColorSet {
    static func colors(named name: String) -> (any: UIColor, dark: UIColor?)? {
        guard !name.isEmpty, !name.contains(".."), !name.hasPrefix("/") else { return nil }
        for folder in UIImage.assetSearchPaths {
            let file = folder.appendingPathComponent(name + ".colorset/Contents.json")
            guard let data = FileManager.default.contents(atPath: file.path),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let entries = json["colors"] as? [[String: Any]] else { continue }
            var any: UIColor?, dark: UIColor?
            for entry in entries {
                guard let color = (entry["color"] as? [String: Any]).flatMap(color) else { continue }
                let appearances = entry["appearances"] as? [[String: Any]] ?? []
                if appearances.contains(where: { $0["value"] as? String == "dark" }) { dark = color } else if appearances.isEmpty { any = color }
            }
            if let any { return (any, dark) }
        }
        return nil
    }

    private static func color(_ entry: [String: Any]) -> UIColor? {
        guard let components = entry["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            let text = "\(components[key] ?? "")"
            if text.hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
            if !text.contains("."), let byte = Int(text) { return CGFloat(byte) / (key == "alpha" ? 1 : 255) }
            return Double(text).map { CGFloat($0) }
        }
        if let white = value("white") { return UIColor(white: white, alpha: value("alpha") ?? 1) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
    }
}
