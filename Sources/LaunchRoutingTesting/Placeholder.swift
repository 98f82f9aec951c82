public enum LaunchRoutingTestingPlaceholder {}
