print("launch-route")
