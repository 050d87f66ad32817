// ImageIO's images are Core Graphics' CGImage, which notisim's QuartzCore module holds with CGColor and CGPath.
@_exported import NotiQuartzCore
