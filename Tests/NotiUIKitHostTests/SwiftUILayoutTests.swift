import Foundation
import NotiCore
import NotiDispatch
import NotiLayout
import SwiftUI
import Testing
import TestSupport
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost

/// SwiftUI's layout rule against hand-computed frames: the parent proposes, the child chooses, the parent places
/// (docs/rules/apple-frameworks.md#swiftui-in-content-extensions). Frames are of the UIKit views the hosting view draws with, in points
/// (a column is 8 points, a row 16).
@MainActor
@Suite("SwiftUI layout")
struct SwiftUILayoutTests {
    /// The hosting controller laid out at `width` × `height`.
    static func hosted<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 64) -> UIHostingController<V> {
        let controller = UIHostingController(rootView: view)
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        controller.view.layoutIfNeeded()
        return controller
    }

    /// The frame of the label showing `text`.
    static func frame(of text: String, in view: UIView) -> CGRect? {
        view.subviews.first { ($0 as? UILabel)?.text == text }?.frame
    }

    /// The runs of the first label the hosting view draws.
    static func labelRuns(in view: UIView) -> [UILabel.StyledRun] {
        (view.subviews.first { $0 is UILabel } as? UILabel)?.styledRuns ?? []
    }

    @Test("SwiftUI text: a literal is Markdown (strong runs bold, emphasis and code as text, links in the tint); a String shows as written; interpolated values are not read as Markdown")
    func markdownLiterals() throws {
        let runs = Self.labelRuns(in: Self.hosted(Text("Hi **there**, _you_ [docs](https://example.com)"), width: 400).view!)
        #expect(runs.map(\.text) == ["Hi ", "there", ", ", "you", " ", "docs"])
        #expect(runs.map(\.font.isBold) == [false, true, false, false, false, false])
        #expect(runs.last?.color.components == UIColor.systemBlue.components)
        let source = "Hi **there**"
        #expect(Self.labelRuns(in: Self.hosted(Text(source), width: 400).view!).map(\.text) == ["Hi **there**"])
        let name = "**Ana**"
        #expect(Self.labelRuns(in: Self.hosted(Text("From \(name)"), width: 400).view!).map(\.text) == ["From **Ana**"])
    }

    @Test("SwiftUI text: an AttributedString draws each run in its own foreground colour and font weight, and its links in the tint")
    func attributedStringRuns() throws {
        var attributed = AttributedString("Low battery")
        attributed.foregroundColor = .red
        var detail = AttributedString(" at 5%")
        detail.font = .body.bold()
        var link = AttributedString(" settings")
        link.link = URL(string: "app-settings:")
        attributed += detail + link
        let runs = Self.labelRuns(in: Self.hosted(Text(attributed), width: 400).view!)
        #expect(runs.map(\.text) == ["Low battery", " at 5%", " settings"])
        #expect(runs.map(\.color.components) == [UIColor.systemRed.components, UIColor.label.components, UIColor.systemBlue.components])
        #expect(runs.map(\.font.isBold) == [false, true, false])
    }

    @Test("SwiftUI stack rule: an HStack gives its spacer what its texts and one column of spacing between views leave, and is centred in the hosting view")
    func hstackSpacer() throws {
        let view = Self.hosted(HStack { Text("ab"); Spacer(); Text("cd") }).view!
        #expect(Self.frame(of: "ab", in: view) == CGRect(x: 0, y: 24, width: 16, height: 16))
        #expect(Self.frame(of: "cd", in: view) == CGRect(x: 184, y: 24, width: 16, height: 16))
    }

    @Test("SwiftUI text keeps a trailing space on a line that fits: Text(\"\\(title) \") before another text in an HStack(spacing: 0) leaves a column between them; a wrapped line drops the space at its break")
    func trailingSpaceKept() throws {
        let title = "Pick-up in"
        let view = Self.hosted(HStack(spacing: 0) { Text("\(title) "); Text("5 mins") }).view!
        let first = try #require(Self.frame(of: "Pick-up in ", in: view))
        let second = try #require(Self.frame(of: "5 mins", in: view))
        #expect(first.width == 88 && second.minX == first.maxX, "\(first) \(second)")
        #expect(UILabel.lines(of: "Pick up in ", numberOfLines: 0, width: 64) == ["Pick up", "in"])
    }

    @Test("SwiftUI spacers are sized last: a text beside a spacer is offered all the width but the spacer's minimum, not an equal share")
    func spacerSizedLast() throws {
        let view = Self.hosted(HStack { Text("Greetings from Lisbon"); Spacer() }, width: 200).view!
        #expect(Self.frame(of: "Greetings from Lisbon", in: view) == CGRect(x: 0, y: 24, width: 168, height: 16))
        let shared = Self.hosted(HStack { Color.red; Text("Greetings from Lisbon"); Color.blue }, width: 200).view!
        #expect(Self.frame(of: "Greetings from Lisbon", in: shared)?.height == 48, "a third of the width between colours wraps the text on three rows")
    }

    @Test("SwiftUI padding: 16 points on every edge by default; a VStack's text wraps at the width left and lines up leading; no spacing between rows by default")
    func paddedLeadingVStack() throws {
        let stack = VStack(alignment: .leading) {
            Text("Title").font(.headline)
            Text("one two three four five six seven eight nine ten")
        }.padding()
        let view = Self.hosted(stack, width: 320, height: 160).view!
        #expect(Self.frame(of: "Title", in: view) == CGRect(x: 28, y: 56, width: 40, height: 16))
        #expect(Self.frame(of: "one two three four five six seven eight nine ten", in: view) == CGRect(x: 28, y: 72, width: 264, height: 32))
    }

    @Test("SwiftUI frames: maxWidth .infinity takes the width offered and aligns the child in it; a fixed frame centres its child")
    func flexibleAndFixedFrames() throws {
        let flexible = Self.hosted(Text("hi").frame(maxWidth: .infinity, alignment: .leading)).view!
        #expect(Self.frame(of: "hi", in: flexible) == CGRect(x: 0, y: 24, width: 16, height: 16))
        let trailing = Self.hosted(Text("hi").frame(maxWidth: .infinity, alignment: .trailing)).view!
        #expect(Self.frame(of: "hi", in: trailing) == CGRect(x: 184, y: 24, width: 16, height: 16))
        let fixed = Self.hosted(Text("hi").frame(width: 100, height: 48)).view!
        #expect(Self.frame(of: "hi", in: fixed) == CGRect(x: 92, y: 24, width: 16, height: 16))
        let minimum = Self.hosted(Text("hi").frame(minWidth: 100).background(Color.red)).view!
        #expect(minimum.subviews.first { $0.backgroundColor != nil }?.frame == CGRect(x: 50, y: 24, width: 100, height: 16))
    }

    @Test("SwiftUI layout priority: a stack sizes the higher-priority child first, keeping the others' least widths")
    func layoutPriorityFirst() throws {
        let even = Self.hosted(HStack { Text("aaaaaaaaaa"); Text("bbbbbbbbbb") }, width: 120).view!
        #expect(Self.frame(of: "bbbbbbbbbb", in: even)?.width == 56)
        let favoured = Self.hosted(HStack { Text("aaaaaaaaaa"); Text("bbbbbbbbbb").layoutPriority(1) }, width: 120).view!
        #expect(Self.frame(of: "bbbbbbbbbb", in: favoured) == CGRect(x: 40, y: 24, width: 80, height: 16))
        #expect(Self.frame(of: "aaaaaaaaaa", in: favoured)?.width == 32)
    }

    @Test("SwiftUI ScrollView: the content is offered no height, starts at the top, is centred across, and what falls below the scroll view is cut")
    func scrollViewCutsBelowTheFold() throws {
        let view = Self.hosted(ScrollView { VStack { ForEach(0..<10) { Text("row \($0)") } } }).view!
        let rows = view.subviews.compactMap { $0 as? UILabel }.map { $0.text ?? "" }
        #expect(rows == ["row 0", "row 1", "row 2", "row 3"])
        #expect(Self.frame(of: "row 0", in: view) == CGRect(x: 80, y: 0, width: 40, height: 16))
    }

    @Test("SwiftUI ZStack and overlay: children aligned in the largest; an overlay is offered the view's size")
    func zstackAndOverlay() throws {
        let view = Self.hosted(ZStack(alignment: .topLeading) { Color.blue.frame(width: 80, height: 32); Text("on top") }).view!
        #expect(view.subviews.first { $0.backgroundColor != nil }?.frame == CGRect(x: 60, y: 16, width: 80, height: 32))
        #expect(Self.frame(of: "on top", in: view) == CGRect(x: 60, y: 16, width: 48, height: 16))
    }

    /// A counter a button adds to.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    /// A counter shown or not.
    struct Toggled: View {
        let shown: Bool
        var body: some View {
            if shown { Counter() }
        }
    }

    @Test("SwiftUI state lives with the view's place: a view that leaves and comes back starts afresh; one that stays keeps its state when a new rootView is set")
    func stateFollowsIdentity() throws {
        let controller = Self.hosted(Toggled(shown: true))
        try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first).sendActions(for: .primaryActionTriggered)
        controller.rootView = Toggled(shown: true)
        controller.view.layoutIfNeeded()
        #expect(Self.frame(of: "count 1", in: controller.view) != nil, "kept across a new root view")
        controller.rootView = Toggled(shown: false)
        controller.view.layoutIfNeeded()
        controller.rootView = Toggled(shown: true)
        controller.view.layoutIfNeeded()
        #expect(Self.frame(of: "count 0", in: controller.view) != nil, "afresh after leaving")
    }

    @Test("SwiftUI @State: a button's action changes the state, the body is drawn again with it, and the button stays the same UIKit control (it keeps the focus)")
    func stateChangesRedraw() throws {
        let controller = Self.hosted(Counter())
        let button = try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(Self.frame(of: "count 0", in: controller.view) != nil)
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        controller.view.layoutIfNeeded()
        #expect(Self.frame(of: "count 1", in: controller.view) != nil)
        #expect(controller.view.subviews.compactMap { $0 as? UIButton }.first === button)
    }

    /// A model the view observes.
    final class Model: ObservableObject {
        @Published var title = "first"
    }

    /// A view owning a model.
    struct ModelView: View {
        @StateObject var model = Model()
        var body: some View {
            Text(model.title).onAppear { model.title = "appeared" }
        }
    }

    @Observable final class Score {
        var points = 1
    }

    /// A view reading an `@Observable` object.
    struct ScoreView: View {
        let score: Score
        var body: some View { Text("\(score.points) points") }
    }

    @Test("SwiftUI observation: a @StateObject's @Published change and an @Observable's property change draw the body again; onAppear runs after the first pass")
    func observedObjectsRedraw() throws {
        let model = Self.hosted(ModelView())
        #expect(Self.frame(of: "appeared", in: model.view) != nil)
        let score = Score()
        let controller = Self.hosted(ScoreView(score: score))
        #expect(Self.frame(of: "1 points", in: controller.view) != nil)
        score.points = 2
        _ = ExtensionRunLoop.current.run(until: ExtensionRunLoop.current.now)
        controller.view.layoutIfNeeded()
        #expect(Self.frame(of: "2 points", in: controller.view) != nil)
    }

    /// A view counting a timer's ticks and showing the last text a debounced subject settled on.
    struct Ticker: View {
        let input: PassthroughSubject<String, Never>
        @State private var ticks = 0
        @State private var echoed = "-"

        var body: some View {
            Text("ticks \(ticks) echo \(echoed)")
                .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
                .onReceive(input.debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)) { echoed = $0 }
        }
    }

    @Test("Combine on notisim's clock: Timer.publish ticks and debounce on DispatchQueue.main settle as the extension's clock moves, and onReceive redraws the view")
    func combineOnTheClock() throws {
        ExtensionRunLoop.current = ExtensionRunLoop()
        let input = PassthroughSubject<String, Never>()
        let controller = Self.hosted(Ticker(input: input), width: 320)
        #expect(Self.frame(of: "ticks 0 echo -", in: controller.view) != nil)
        _ = ExtensionRunLoop.current.run(until: 2)
        controller.view.layoutIfNeeded()
        #expect(Self.frame(of: "ticks 2 echo -", in: controller.view) != nil)
        input.send("a")
        input.send("b")
        _ = ExtensionRunLoop.current.run(until: 2.2)
        controller.view.layoutIfNeeded()
        #expect(Self.frame(of: "ticks 2 echo -", in: controller.view) != nil, "nothing settles before half a second")
        _ = ExtensionRunLoop.current.run(until: 2.6)
        controller.view.layoutIfNeeded()
        #expect(Self.frame(of: "ticks 2 echo b", in: controller.view) != nil)
    }

    /// A quadratic arc of the app's own, as Apple's `Shape` is written: its outline is a `Path`.
    struct Arc: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.midX, y: rect.minY))
            return path
        }
    }

    @Test("SwiftUI position: the view takes the space offered and its child, at its own size, is centred on the point from the top-left corner")
    func positionCentresTheChild() throws {
        let view = Self.hosted(Text("Hi").position(x: 60, y: 40), width: 200, height: 64).view!
        #expect(Self.frame(of: "Hi", in: view) == CGRect(x: 52, y: 32, width: 16, height: 16))
        let point = Self.hosted(Text("Hi").position(CGPoint(x: 100, y: 8)), width: 200, height: 64).view!
        #expect(Self.frame(of: "Hi", in: point) == CGRect(x: 92, y: 0, width: 16, height: 16))
    }

    @Test("SwiftUI shapes: a path keeps its elements and bounding rectangle, control points included; a shape of the app's own is drawn as a rectangle over its frame, and a trimmed built-in shape as its base")
    func pathsAndShapesOfTheAppsOwn() throws {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 32)
        let arc = Arc().path(in: rect)
        #expect(arc.boundingRect == rect && !arc.isEmpty && arc.currentPoint == CGPoint(x: 80, y: 32))
        #expect(Path().boundingRect.isNull && Path().isEmpty)
        #expect(Path(ellipseIn: rect).boundingRect == rect && Circle().path(in: rect).boundingRect == CGRect(x: 24, y: 0, width: 32, height: 32))
        var elements: [Path.Element] = []
        Path(rect).forEach { elements.append($0) }
        #expect(elements == [.move(to: .zero), .line(to: CGPoint(x: 80, y: 0)), .line(to: CGPoint(x: 80, y: 32)), .line(to: CGPoint(x: 0, y: 32)), .closeSubpath])
        let custom = Self.hosted(Arc().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [4, 4])).frame(width: 80, height: 32)).view!
        let outline = try #require(custom.subviews.first { $0.layer.borderWidth > 0 })
        #expect(outline.frame.size == CGSize(width: 80, height: 32) && outline.layer.cornerRadius == 0)
        let ring = Self.hosted(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 2).frame(width: 32, height: 32)).view!
        #expect(try #require(ring.subviews.first { $0.layer.borderWidth > 0 }).layer.cornerRadius > 0, "a trimmed circle is drawn as its circle")
    }

    @Test("SwiftUI progress: progressViewStyle(.linear), (.circular) and (.automatic) keep a known amount's bar")
    func progressViewStylesKeepTheBar() throws {
        for style in 0..<3 {
            let bar = ProgressView(value: 0.5)
            let styled: AnyView = switch style {
            case 0: AnyView(bar.progressViewStyle(.linear))
            case 1: AnyView(bar.progressViewStyle(.circular))
            default: AnyView(bar.progressViewStyle(.automatic))
            }
            let plain = Self.hosted(bar, width: 200, height: 16).view!.subviews.map(\.frame)
            #expect(Self.hosted(styled, width: 200, height: 16).view!.subviews.map(\.frame) == plain)
        }
    }
}

