/// Lists laid-out regions as JSON, so layouts can be checked by machine.
public enum RegionJSON {
    /// `{"width":W,"height":H,"regions":[{"role":…,"x":…,"y":…,"width":…,"height":…,"text":…,"id":…}, …]}`
    /// (`text` and `id` only where present), one region per line.
    public static func encode(_ view: RenderedView) -> String {
        let regions = view.regions.map { region -> String in
            var fields = ["\"role\":\(quoted(region.role.rawValue))", "\"x\":\(region.rect.x)", "\"y\":\(region.rect.y)",
                          "\"width\":\(region.rect.width)", "\"height\":\(region.rect.height)"]
            if let text = region.text { fields.append("\"text\":\(quoted(text))") }
            if let identifier = region.identifier { fields.append("\"id\":\(quoted(identifier))") }
            return "    {" + fields.joined(separator: ",") + "}"
        }
        return "{\"width\":\(view.grid.width),\"height\":\(view.grid.height),\"regions\":[\n" + regions.joined(separator: ",\n") + "\n]}"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
