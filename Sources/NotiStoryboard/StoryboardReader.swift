/// Reads an iOS storyboard (`MainInterface.storyboard`) into scenes of views, constraints and outlets. Pure: bytes
/// in, values out (docs/rules/xcode.md#storyboards).
package enum StoryboardReader {
    /// The storyboard in `bytes`, or one line saying why it is not an iOS storyboard.
    package static func read(_ bytes: [UInt8], limits: BoundedXML.Limits = BoundedXML.Limits()) throws(StoryboardError) -> Storyboard {
        let root = try BoundedXML.parse(bytes, limits: limits)
        guard root.name == "document" else {
            throw StoryboardError("root element is <\(root.name)>, not an Interface Builder <document>")
        }
        let type = root.attributes["type"] ?? ""
        guard type.contains("CocoaTouch.Storyboard") else {
            let what = type.isEmpty ? "no document type" : type.contains("CocoaTouch.XIB") ? "an iOS XIB, not a storyboard"
                : type.contains("Cocoa.") ? "a macOS document (\(type)), not an iOS storyboard" : "document type \(type), not an iOS storyboard"
            throw StoryboardError(what)
        }
        var context = Context(colors: StoryboardColors(resources: root.child("resources")))
        var scenes: [StoryboardScene] = []
        for scene in root.child("scenes")?.children("scene") ?? [] {
            guard let controller = scene.child("objects")?.children.first(where: { $0.attributes["sceneMemberID"] == "viewController" }) else {
                continue
            }
            scenes.append(context.scene(controller))
        }
        guard !scenes.isEmpty else { throw StoryboardError("no scene with a view controller") }
        var initial = 0
        if let id = root.attributes["initialViewController"] {
            if let index = scenes.firstIndex(where: { $0.controllerID == id }) {
                initial = index
            } else {
                context.unused.append("initialViewController \"\(id)\" names no view controller; the first scene is used")
            }
        }
        return Storyboard(scenes: scenes, initialSceneIndex: initial, unused: context.unused, notes: context.notes)
    }

    /// What reading one document collects as it goes.
    private struct Context {
        let colors: StoryboardColors
        var unused: [String] = []
        var notes: [String] = []

        /// A view controller's scene: its root view (layout guides folded into it) and outlets.
        mutating func scene(_ controller: XMLNode) -> StoryboardScene {
            let id = controller.attributes["id"] ?? ""
            var outlets: [StoryboardOutlet] = []
            for outlet in controller.child("connections")?.children("outlet") ?? [] {
                guard let property = outlet.attributes["property"], let destination = outlet.attributes["destination"] else { continue }
                outlets.append(StoryboardOutlet(property: property, destination: destination))
            }
            var root = controller.children.first { $0.attributes["key"] == "view" }.map { view($0) }
            if var tree = root {
                var guides: [String: (view: String, edge: String?)] = [:]
                for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
                    if let guideID = guide.attributes["id"] { guides[guideID] = (tree.id, guide.attributes["type"] == "bottom" ? "bottom" : "top") }
                }
                collectViewGuides(controller.children.first { $0.attributes["key"] == "view" }, holder: tree.id, into: &guides)
                let ids = Set(tree.allViews.map(\.id))
                resolve(&tree, guides: guides, ids: ids)
                root = tree
                for outlet in outlets where !ids.contains(outlet.destination) {
                    unused.append("outlet \(outlet.property): destination \"\(outlet.destination)\" is not a view of the scene; left out")
                }
                outlets.removeAll { !ids.contains($0.destination) }
            }
            return StoryboardScene(controllerID: id, controllerKind: controller.name, customClass: controller.attributes["customClass"],
                                   customModule: controller.attributes["customModule"], rootView: root, outlets: outlets)
        }

        /// `<viewLayoutGuide>` (safe area, content guides) of every view: each stands for its holding view.
        private func collectViewGuides(_ node: XMLNode?, holder: String, into guides: inout [String: (view: String, edge: String?)]) {
            guard let node else { return }
            let id = node.attributes["id"] ?? holder
            for guide in node.children("viewLayoutGuide") {
                if let guideID = guide.attributes["id"] { guides[guideID] = (id, nil) }
            }
            for subview in node.child("subviews")?.children ?? [] { collectViewGuides(subview, holder: holder, into: &guides) }
        }

        /// Points constraints at views: layout guides become their view's edge, and constraints naming no view of the
        /// scene are left out with a line each.
        private mutating func resolve(_ view: inout StoryboardView, guides: [String: (view: String, edge: String?)], ids: Set<String>) {
            var kept: [StoryboardConstraint] = []
            for var constraint in view.constraints {
                var missing: String?
                for isFirst in [true, false] {
                    guard let item = isFirst ? constraint.firstItem : constraint.secondItem else { continue }
                    if let guide = guides[item] {
                        if isFirst {
                            constraint.firstItem = guide.view
                            constraint.firstAttribute = guide.edge ?? constraint.firstAttribute
                        } else {
                            constraint.secondItem = guide.view
                            constraint.secondAttribute = guide.edge ?? constraint.secondAttribute
                        }
                    } else if !ids.contains(item) {
                        missing = "\(isFirst ? "firstItem" : "secondItem") \"\(item)\""
                    }
                }
                if let missing {
                    unused.append("constraint \(constraint.id): \(missing) names no view of the scene; left out")
                } else {
                    kept.append(constraint)
                }
            }
            view.constraints = kept
            for index in view.subviews.indices { resolve(&view.subviews[index], guides: guides, ids: ids) }
        }

        /// A view element and its subviews.
        mutating func view(_ node: XMLNode) -> StoryboardView {
            let attributes = node.attributes
            let id = attributes["id"] ?? ""
            let kind = kind(node)
            switch kind {
            case .unknown(let element): unused.append("<\(element)> \(id): not a view notisim draws; kept as an empty box of its frame")
            case .tableView(let list), .collectionView(let list): notes.append(list.note(element: node.name, id: id))
            default: break
            }
            var background: StoryboardColor?
            if let color = node.child("color", key: "backgroundColor") { background = read(color, of: id) }
            let frame = node.child("rect", key: "frame").flatMap { rect -> StoryboardRect? in
                let values = ["x", "y", "width", "height"].map { rect.attributes[$0].flatMap(Double.init) ?? 0 }
                guard values.allSatisfy(\.isFinite) else { return nil }
                return StoryboardRect(x: values[0], y: values[1], width: values[2], height: values[3])
            }
            let constraints = (node.child("constraints")?.children("constraint") ?? []).compactMap { constraint($0, holder: id) }
            let subviews = (node.child("subviews")?.children ?? []).map { view($0) }
            return StoryboardView(id: id, kind: kind, frame: frame, autoresizingMask: node.child("autoresizingMask").map(Self.mask),
                                  translatesAutoresizingMaskIntoConstraints: attributes["translatesAutoresizingMaskIntoConstraints"] != "NO",
                                  backgroundColor: background, alpha: Self.number(attributes["alpha"]) ?? 1, isHidden: attributes["hidden"] == "YES",
                                  horizontalHugging: Self.number(attributes["horizontalHuggingPriority"]),
                                  verticalHugging: Self.number(attributes["verticalHuggingPriority"]),
                                  contentMode: attributes["contentMode"], constraints: constraints, subviews: subviews)
        }

        private mutating func kind(_ node: XMLNode) -> StoryboardViewKind {
            let attributes = node.attributes
            switch node.name {
            case "view": return .view
            case "label": return .label(text(node, lines: Int(attributes["numberOfLines"] ?? "1") ?? 1))
            case "textView": return .textView(text(node, lines: 0))
            case "textField": return .textField(text(node, lines: 1), placeholder: attributes["placeholder"], borderStyle: attributes["borderStyle"])
            case "imageView": return .imageView(image: attributes["image"])
            case "button":
                let title = node.children("state").first { $0.attributes["key"] == "normal" }?.attributes["title"]
                    ?? node.child("buttonConfiguration")?.attributes["title"]
                return .button(title: title)
            case "tableView":
                return .tableView(list(node, cells: node.child("prototypes"), table: table(node)))
            case "collectionView":
                return .collectionView(list(node, cells: node.child("cells"), table: nil))
            case "stackView":
                return .stackView(StackAttributes(isVertical: attributes["axis"] == "vertical", spacing: Self.number(attributes["spacing"]) ?? 0,
                                                  distribution: attributes["distribution"] ?? "fill", alignment: attributes["alignment"] ?? "fill"))
            default: return .unknown(element: node.name)
            }
        }

        /// A table or collection view's data mode and prototype cells (the children of `cells`).
        private func list(_ node: XMLNode, cells: XMLNode?, table: StoryboardTable?) -> StoryboardList {
            StoryboardList(dataMode: node.attributes["dataMode"], prototypeCells: cells?.children.count ?? 0, table: table)
        }

        /// A table view's style, row height and separators.
        private mutating func table(_ node: XMLNode) -> StoryboardTable {
            let attributes = node.attributes
            let rowHeight = Self.number(attributes["rowHeight"]).flatMap { $0 > 0 ? $0 : nil } ?? StoryboardTable.defaultRowHeight
            let inset = node.child("inset", key: "separatorInset").flatMap { Self.number($0.attributes["minX"]) }
            return StoryboardTable(style: attributes["style"] ?? "plain", rowHeight: rowHeight, separatorStyle: attributes["separatorStyle"] ?? "default",
                                   separatorInset: inset.map { max(0, $0) } ?? StoryboardTable.defaultSeparatorInset,
                                   separatorColor: node.child("color", key: "separatorColor").flatMap { read($0, of: attributes["id"] ?? "") })
        }

        /// A label's or text view's text (the `text` attribute, or `<string key="text">` for multi-line text) and style.
        private mutating func text(_ node: XMLNode, lines: Int) -> StoryboardText {
            let text = node.attributes["text"] ?? node.child("string", key: "text")?.text
            let id = node.attributes["id"] ?? ""
            let color = node.child("color", key: "textColor").flatMap { read($0, of: id) }
            return StoryboardText(text: text, font: node.child("fontDescription", key: "fontDescription").map(Self.font), color: color,
                                  alignment: node.attributes["textAlignment"], numberOfLines: max(0, lines),
                                  lineBreakMode: node.attributes["lineBreakMode"])
        }

        private mutating func read(_ color: XMLNode, of id: String) -> StoryboardColor? {
            switch colors.color(color) {
            case .success(let value): return value
            case .failure(let error):
                unused.append("\(color.attributes["key"] ?? "color") of \(id): \(error.reason)")
                return nil
            }
        }

        private mutating func constraint(_ node: XMLNode, holder: String) -> StoryboardConstraint? {
            let attributes = node.attributes
            let id = attributes["id"] ?? ""
            guard let first = attributes["firstAttribute"] else {
                unused.append("constraint \(id): no firstAttribute; left out")
                return nil
            }
            guard let multiplier = Self.multiplier(attributes["multiplier"]) else {
                unused.append("constraint \(id): multiplier \"\(attributes["multiplier"] ?? "")\" is not a number or a ratio; left out")
                return nil
            }
            return StoryboardConstraint(id: id, firstItem: attributes["firstItem"] ?? holder, firstAttribute: first,
                                        relation: attributes["relation"] ?? "equal", secondItem: attributes["secondItem"],
                                        secondAttribute: attributes["secondAttribute"], multiplier: multiplier,
                                        constant: Self.number(attributes["constant"]) ?? 0,
                                        priority: min(max(Self.number(attributes["priority"]) ?? 1000, 1), 1000))
        }

        static func font(_ node: XMLNode) -> StoryboardFont {
            let attributes = node.attributes
            let kind: StoryboardFont.Kind
            if let style = attributes["style"] {
                kind = .textStyle(style)
            } else if let name = attributes["name"] {
                kind = .custom(name)
            } else {
                kind = switch attributes["type"] {
                case "boldSystem": .boldSystem
                case "italicSystem": .italicSystem
                default: .system
                }
            }
            return StoryboardFont(kind: kind, pointSize: number(attributes["pointSize"]), weight: attributes["weight"])
        }

        static func mask(_ node: XMLNode) -> AutoresizingMask {
            var mask = AutoresizingMask()
            let set = { (key: String) in node.attributes[key] == "YES" }
            mask.flexibleMinX = set("flexibleMinX"); mask.widthSizable = set("widthSizable"); mask.flexibleMaxX = set("flexibleMaxX")
            mask.flexibleMinY = set("flexibleMinY"); mask.heightSizable = set("heightSizable"); mask.flexibleMaxY = set("flexibleMaxY")
            return mask
        }

        static func number(_ text: String?) -> Double? {
            guard let text, let value = Double(text), value.isFinite else { return nil }
            return value
        }

        /// `0.5`, or a ratio as Interface Builder writes aspect constraints (`16:9`); 1 when absent.
        static func multiplier(_ text: String?) -> Double? {
            guard let text else { return 1 }
            let parts = text.split(separator: ":")
            if parts.count == 2, let top = number(String(parts[0])), let bottom = number(String(parts[1])), bottom != 0 { return top / bottom }
            return number(text)
        }
    }
}
