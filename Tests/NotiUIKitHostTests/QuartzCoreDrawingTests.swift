import NotiCore
import NotiLayout
import QuartzCore
import Testing
import TestSupport
import UIKit
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost

/// QuartzCore in extension code (docs/rules/apple-frameworks.md#quartzcore): one CALayer seen through UIKit and QuartzCore, layers'
/// colours and borders drawn in the custom area, animations and transactions ending on notisim's clock.
@MainActor
@Suite("QuartzCore layers and animations")
struct QuartzCoreDrawingTests {
    /// A view whose own layer is a gradient, as `layerClass` makes it.
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    /// Records what its animations tell it.
    final class AnimationLog: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "finished" : "removed") }
    }

    @Test("QuartzCore: a gradient layer fills its frame with the colour halfway along it, a layerClass gradient fills its view, a view's layer.backgroundColor fills the view, a sublayer's border is drawn; shadows and shape layers are not drawn")
    func layersDrawTheirColoursAndBorders() throws {
        let host = UIKitDrawingTests.host(width: 160, height: 64) { view in
            let band = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 16))
            let gradient = CAGradientLayer()
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.frame = band.bounds
            band.layer.insertSublayer(gradient, at: 0)
            band.layer.shadowOpacity = 0.8
            let title = UILabel(frame: band.bounds)
            title.text = "Gradient"
            title.textColor = .white
            band.addSubview(title)
            view.addSubview(band)

            let stops = GradientView(frame: CGRect(x: 0, y: 16, width: 80, height: 16))
            let layer = stops.layer as? CAGradientLayer
            layer?.colors = [UIColor.black.cgColor, UIColor.white.cgColor, UIColor.green.cgColor]
            layer?.locations = [0, 0.25, 1]
            view.addSubview(stops)

            let plain = UIView(frame: CGRect(x: 80, y: 16, width: 80, height: 16))
            plain.layer.backgroundColor = UIColor.systemYellow.cgColor
            view.addSubview(plain)

            let boxed = UIView(frame: CGRect(x: 0, y: 32, width: 160, height: 32))
            let frameLayer = CALayer()
            frameLayer.frame = CGRect(x: 8, y: 0, width: 64, height: 32)
            frameLayer.borderWidth = 1
            frameLayer.borderColor = UIColor.systemGreen.cgColor
            frameLayer.cornerRadius = 4
            boxed.layer.addSublayer(frameLayer)
            let shape = CAShapeLayer()
            let path = CGMutablePath()
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
            shape.path = path
            shape.fillColor = UIColor.red.cgColor
            shape.frame = CGRect(x: 96, y: 0, width: 16, height: 16)
            boxed.layer.addSublayer(shape)
            view.addSubview(boxed)
        }
        let view = ViewTreeDrawing.customView(of: host.controller.view, attachments: [])
        assertGolden(CustomAreaText.renderWithStyles(view, columns: 20, rows: 4, theme: try Theme.builtIn(named: "dark")), named: "quartzcore-layers")
    }

    @Test("QuartzCore: one CALayer class serves import UIKit and import QuartzCore; a view's own layer shares its frame and keeps its sublayers in order")
    func viewLayerIsTheViewsFrame() {
        let view = UIView(frame: CGRect(x: 8, y: 16, width: 80, height: 32))
        let layer: QuartzCore.CALayer = view.layer
        #expect(layer.frame == view.frame && layer.bounds == view.bounds)
        layer.frame.origin.x = 24
        #expect(view.frame.minX == 24)
        let top = CALayer(), bottom = CALayer(), middle = CALayer()
        layer.addSublayer(top)
        layer.insertSublayer(bottom, at: 0)
        layer.insertSublayer(middle, above: bottom)
        #expect(layer.sublayers?.map(ObjectIdentifier.init) == [bottom, middle, top].map(ObjectIdentifier.init))
        middle.removeFromSuperlayer()
        #expect(layer.sublayers?.count == 2 && middle.superlayer == nil)
    }

    @Test("QuartzCore: a CABasicAnimation changes nothing drawn, starts at the main queue's next turn and finishes once notisim's clock has moved its duration on; CATransaction's completion waits for its longest animation; a removed animation stops unfinished")
    func animationsEndOnTheClock() {
        let host = UIKitDrawingTests.host { _ in }
        let layer = CALayer()
        layer.opacity = 1
        let log = AnimationLog()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 2
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(log.events.isEmpty && layer.animationKeys() == ["fade"])
        host.run(until: 0)
        #expect(log.events == ["start"] && !completed)
        host.run(until: 1.9)
        #expect(log.events == ["start"] && !completed && layer.opacity == 1)
        host.run(until: 2)
        #expect(log.events == ["start", "finished"] && completed && layer.animationKeys() == nil)

        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.repeatCount = .infinity
        spin.delegate = log
        layer.add(spin, forKey: "spin")
        host.run(until: 100)
        #expect(layer.animation(forKey: "spin") != nil)
        layer.removeAllAnimations()
        #expect(log.events.suffix(2) == ["start", "removed"])
    }

    @Test("QuartzCore: an image context takes a gradient layer rendered into it in its middle colour; the image made of it has the context's size and, as a pattern colour, that colour; contexts nest and close")
    func imageContextsKeepTheirColour() throws {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 8)
        gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 8), false, UIScreen.main.scale)
        let outer = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let inner = try #require(UIGraphicsGetCurrentContext())
        inner.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
        inner.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(UIColor(patternImage: try #require(UIGraphicsGetImageFromCurrentImageContext())).components.green == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer, "the inner context closed, the outer one is current again")
        gradient.render(in: outer)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 8))
        let pattern = UIColor(patternImage: image).components
        #expect(pattern.red == 0.5 && pattern.green == 0 && pattern.blue == 0.5 && pattern.alpha == 1)
    }

    @Test("UIKit: UIScreen.main is notisim's standard iPhone, 393 × 852 points at 3 pixels a point; a file image's pattern colour is its pixels' average, a symbol's clear")
    func screenAndPatternColours() throws {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852) && UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/hello.png").path
        let image = try #require(UIImage(contentsOfFile: png))
        #expect(UIColor(patternImage: image).components.alpha > 0)
        #expect(UIColor(patternImage: try #require(UIImage(systemName: "star"))).components.alpha == 0)
    }
}

