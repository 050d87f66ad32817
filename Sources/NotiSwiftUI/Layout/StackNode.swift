/// An `HStack` or `VStack` laid out by SwiftUI's rule: the space left after the spacing is offered to the children
/// from the least flexible to the most, each getting an equal share of what remains (higher `layoutPriority`
/// first, after keeping the lower ones' least sizes; spacers last), and the stack is as long as its children and
/// spacing and as thick as its thickest child (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
final class StackNode: LayoutNode {
    let axis: Axis
    /// Where children line up across the axis, as a share of the free space (0 leading or top, 1 trailing or bottom).
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let children: [LayoutNode]

    init(key: ViewPath, axis: Axis, crossAlignment: CGFloat, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        self.spacing = spacing ?? Self.defaultSpacing(axis)
        self.children = children
        super.init(key: key)
        for child in children { child.placedInStack(along: axis) }
    }

    /// *Decision:* one column (8 pt) between views side by side, none between views one above the other: a row is
    /// already taller than SwiftUI's gap, and half rows cannot be drawn evenly.
    static func defaultSpacing(_ axis: Axis) -> CGFloat { axis == .horizontal ? 8 : 0 }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = childSizes(proposal)
        let length = sizes.reduce(0) { $0 + $1.value(along: axis) } + totalSpacing
        let thickness = sizes.map { $0.value(along: axis.cross) }.max() ?? 0
        return .along(axis, length, across: thickness)
    }

    override func placeChildren(in rect: CGRect) {
        let sizes = childSizes(ProposedViewSize(rect.size))
        var position = axis == .horizontal ? rect.minX : rect.minY
        for (child, size) in zip(children, sizes) {
            let free = rect.size.value(along: axis.cross) - size.value(along: axis.cross)
            let across = (axis == .horizontal ? rect.minY : rect.minX) + free * crossAlignment
            let origin = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
            child.place(in: CGRect(origin: origin, size: size))
            position += size.value(along: axis) + spacing
        }
    }

    override func draw(into drawing: Drawing) { for child in children { child.draw(into: drawing) } }

    override var plainText: String { children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ") }

    /// A row of views that ignore the height offered ignores it too (a column does not: height is its axis).
    override var ignoresHeightOffered: Bool { rowIgnoresHeight }
    private lazy var rowIgnoresHeight = self.axis == .horizontal && self.children.allSatisfy(\.ignoresHeightOffered)

    private var totalSpacing: CGFloat { spacing * CGFloat(max(children.count - 1, 0)) }

    /// The children's sizes under the last two proposals the stack was offered (measuring and placing ask for the
    /// same ones), then under any others.
    private var recentSizes: (ProposedViewSize, [CGSize])?, previousSizes: (ProposedViewSize, [CGSize])?
    private var sizesByProposal: [ProposedViewSize: [CGSize]] = [:]

    /// The size each child chooses when the stack is offered `proposal`.
    private func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        if let recentSizes, recentSizes.0 == proposal { return recentSizes.1 }
        if let previousSizes, previousSizes.0 == proposal { return previousSizes.1 }
        if let sizes = sizesByProposal[proposal] { return sizes }
        let sizes = distribute(proposal)
        if let previousSizes { sizesByProposal[previousSizes.0] = previousSizes.1 }
        previousSizes = recentSizes
        recentSizes = (proposal, sizes)
        return sizes
    }

    /// What distributing the length needs to know of a child.
    private struct Claim {
        /// The length it takes when offered none.
        let least: CGFloat
        /// How much longer it grows when offered all there is.
        let flexibility: CGFloat
        /// Its priority; a spacer's is below every other.
        let priority: Double
    }

    private func distribute(_ proposal: ProposedViewSize) -> [CGSize] {
        let across = proposal.value(along: axis.cross)
        guard let offered = proposal.value(along: axis) else {
            return children.map { $0.size(for: .along(axis, nil, across: across)) }
        }
        func length(_ child: LayoutNode, _ along: CGFloat) -> CGFloat { child.size(for: .along(axis, along, across: across)).value(along: axis) }
        // Spacers are sized after every other child, as if of a priority below all of theirs.
        let claims = children.map { child in
            let least = length(child, 0)
            return Claim(least: least, flexibility: length(child, .infinity) - least, priority: child.isSpacer ? -.infinity : child.layoutPriority)
        }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var remaining = offered - totalSpacing
        var level = claims.reduce(-Double.infinity) { max($0, $1.priority) }
        while true {
            let group = claims.indices.filter { claims[$0].priority == level }.sorted { claims[$0].flexibility < claims[$1].flexibility }
            var reservedForLower: CGFloat = 0
            for claim in claims where claim.priority < level { reservedForLower += claim.least }
            var groupRemaining = remaining - reservedForLower
            for (offset, index) in group.enumerated() {
                let share = max(0, groupRemaining) / CGFloat(group.count - offset)
                let size = children[index].size(for: .along(axis, share, across: across))
                sizes[index] = size
                groupRemaining -= size.value(along: axis)
                remaining -= size.value(along: axis)
            }
            // The next level down, if any.
            guard let lower = claims.lazy.map(\.priority).filter({ $0 < level }).max() else { break }
            level = lower
        }
        return sizes
    }
}

/// A `Spacer`: as long as offered along its stack's axis (at least its minimum length) and nothing across it;
/// outside a stack, as large as offered.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    private var stackAxis: Axis?

    override func placedInStack(along axis: Axis) { stackAxis = axis }
    override var isSpacer: Bool { true }
    /// In a row a spacer is no height at all (a stack tells its children its axis as it is made).
    override var ignoresHeightOffered: Bool { stackAxis == .horizontal }

    init(key: ViewPath, minLength: CGFloat?) {
        self.minLength = minLength ?? 8
        super.init(key: key)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let axis = stackAxis else {
            return CGSize(width: max(proposal.width ?? 0, minLength), height: max(proposal.height ?? 0, minLength))
        }
        return .along(axis, max(proposal.value(along: axis) ?? 0, minLength), across: 0)
    }
}

/// A `ZStack` (and the implicit stack of a body of several views at the root): every child offered the stack's
/// proposal, the stack as large as its largest child, children aligned in it back to front.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(key: ViewPath, alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
        super.init(key: key)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = children.map { $0.size(for: proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in rect: CGRect) {
        for child in children {
            let size = child.size(for: ProposedViewSize(rect.size))
            child.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
        }
    }

    override func draw(into drawing: Drawing) { for child in children { child.draw(into: drawing) } }

    override var plainText: String { children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ") }
}
