#if canImport(UIKit)
import LaunchRouting
#endif
