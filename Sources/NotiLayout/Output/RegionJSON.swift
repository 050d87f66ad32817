import NotiCore

/// Lists laid-out regions as JSON, so layouts can be checked by machine.
package enum RegionJSON {
    /// `{"width":W,"height":H,"regions":[{"role":…,"x":…,"y":…,"width":…,"height":…,"text":…,"id":…}, …]}`
    /// (`text` and `id` only where present), one region per line.
    package static func encode(_ view: RenderedView) -> String {
        let regions = view.regions.map { region -> String in
            var fields = ["\"role\":\(JSONValue.quoted(region.role.rawValue))", "\"x\":\(region.rect.x)", "\"y\":\(region.rect.y)",
                          "\"width\":\(region.rect.width)", "\"height\":\(region.rect.height)"]
            if let text = region.text { fields.append("\"text\":\(JSONValue.quoted(text))") }
            if let identifier = region.identifier { fields.append("\"id\":\(JSONValue.quoted(identifier))") }
            return "    {" + fields.joined(separator: ",") + "}"
        }
        return "{\"width\":\(view.grid.width),\"height\":\(view.grid.height),\"regions\":[\n" + regions.joined(separator: ",\n") + "\n]}"
    }
}
